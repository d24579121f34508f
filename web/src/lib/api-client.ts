import { ErrorEnvelope } from "@catalogue/core/api";
import { API_VERSION } from "@catalogue/core/constants";
import type * as z from "zod";

/** Supplement 3: the versioned accept type every call sends. */
export const API_ACCEPT = `application/json; version=${API_VERSION}`;

/** Core spec 8: a failed call; `status` is null when no answer came (network failure). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly resultKey: string | null;
  readonly statusText: string;

  constructor(status: number | null, resultKey: string | null, statusText: string) {
    super(`API error ${status ?? "network"} ${resultKey ?? statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.resultKey = resultKey;
    this.statusText = statusText;
  }
}

/** Supplement 3: one call: method, path below `/api`, optional JSON body and the zod contract of the answer. */
export interface ApiCall<T> {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly body?: unknown;
  readonly response: z.ZodType<T>;
  readonly signal?: AbortSignal;
}

async function toApiError(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => null);
  const envelope = ErrorEnvelope.safeParse(json);
  return new ApiError(res.status, envelope.success ? envelope.data.resultKey : null, res.statusText);
}

/**
 * Supplement 3: calls the API with the session cookie, JSON and the versioned accept type, and parses the answer
 * with core's contract; a non-2xx answer becomes an ApiError with the envelope's resultKey.
 */
export async function apiRequest<T>(call: ApiCall<T>, fetcher: typeof fetch = fetch): Promise<T> {
  const headers: Record<string, string> = { Accept: API_ACCEPT };
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetcher(`/api${call.path}`, {
      method: call.method ?? "GET",
      credentials: "include",
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(null, null, "network");
  }
  if (!res.ok) throw await toApiError(res);
  return call.response.parse(await res.json());
}
