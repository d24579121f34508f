import { API_VERSION } from "@catalogue/core/constants";
import type * as z from "zod";
import { bearerToken } from "./bearer-session";
import { firstPaintContract, type LazyContract } from "./lazy-contract";

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

/**
 * Supplement 3: one call: method, path below `/api`, optional JSON body and the zod contract of the answer
 * (or a lazily loaded one for the first paint's calls, see first-paint-contracts.ts).
 */
export interface ApiCall<T> {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly body?: unknown;
  readonly response: z.ZodType<T> | LazyContract<T>;
  readonly signal?: AbortSignal;
}

const envelopeContract = firstPaintContract("ErrorEnvelope");

async function toApiError(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => null);
  const ErrorEnvelope = await envelopeContract.load().catch(() => null);
  let resultKey: string | null = null;
  try {
    resultKey = ErrorEnvelope ? ErrorEnvelope.parse(json).resultKey : null;
  } catch {
    // Not an envelope (a proxy's HTML page, say): the status alone decides the reaction.
  }
  return new ApiError(res.status, resultKey, res.statusText);
}

/** Starts loading a lazy contract at once, so its download runs while the request is under way. */
function contractOf<T>(response: ApiCall<T>["response"]): Promise<{ parse(data: unknown): T }> {
  return "load" in response ? response.load() : Promise.resolve(response);
}

/**
 * Supplement 3: calls the API with the session cookie (or, with cookies disabled, the stored bearer token), JSON
 * and the versioned accept type, and parses the answer with core's contract; a non-2xx answer becomes an
 * ApiError with the envelope's resultKey.
 */
export async function apiRequest<T>(
  call: ApiCall<T>,
  fetcher: typeof fetch = fetch,
  token: string | null = bearerToken(),
): Promise<T> {
  const headers: Record<string, string> = { Accept: API_ACCEPT };
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const contract = contractOf(call.response);
  // A failed schema download must not surface as an unhandled rejection while the request is pending.
  contract.catch(() => undefined);
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
  const json: unknown = await res.json();
  return (await contract).parse(json);
}
