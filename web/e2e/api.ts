import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { callPath } from "@catalogue/core/api/catalogue";
import { type CallFailure, type ClientConfig, isCallFailure, runCall } from "@catalogue/core/api/client";
import type { APIRequestContext, Page } from "@playwright/test";

/** Where the app serves the API; every path below it comes from the call catalogue. */
const API_ROOT = "/api";

/**
 * The product's fetch carried by Playwright's request context: relative URLs resolve against the test's base URL,
 * and a page's context (`page.request`) shares the browser's cookies, so a call acts as the signed-in user.
 */
function fetchThrough(request: APIRequestContext): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = await request.fetch(url, {
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string> | undefined,
      data: init.body as string | Buffer | undefined,
      maxRedirects: init.redirect === "manual" ? 0 : undefined,
      failOnStatusCode: false,
    });
    const headers = new Headers();
    for (const { name, value } of answer.headersArray()) headers.append(name, value);
    // A 204 or 304 answer may not carry a body in the Fetch API.
    const body =
      answer.status() === 204 || answer.status() === 304 ? null : new Uint8Array(await answer.body());
    return new Response(body, { status: answer.status(), headers });
  }) as typeof fetch;
}

/** How a call signs in besides the context's cookies: a script's API token, sent as `Authorization: Bearer`. */
export interface CallOptions {
  readonly bearerToken?: string;
}

function configFor(request: APIRequestContext, options: CallOptions): ClientConfig {
  // No retries: a test sees the server's first answer.
  return {
    baseUrl: API_ROOT,
    fetch: fetchThrough(request),
    retries: 0,
    bearerToken: () => options.bearerToken,
  };
}

/** The request context of a page (its user's session) or a bare one (the `request` fixture). */
type Caller = Page | APIRequestContext;

function requestOf(caller: Caller): APIRequestContext {
  return "request" in caller ? caller.request : caller;
}

/**
 * Calls one entry of the catalogue through the product's typed client, as the caller's user. Resolves with the
 * parsed answer; rejects with the `CallFailure` (a 4xx is an answer the test may expect: see `failureOf`).
 */
export function call<E extends AnyCall>(
  caller: Caller,
  entry: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<CallOutput<E>> {
  return runCall(configFor(requestOf(caller), options), entry, input);
}

/** The failure a call ends with, or null when it succeeds: for tests that expect a refusal. */
export async function failureOf<E extends AnyCall>(
  caller: Caller,
  entry: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<CallFailure | null> {
  try {
    await call(caller, entry, input, options);
    return null;
  } catch (failure) {
    if (isCallFailure(failure)) return failure;
    throw failure;
  }
}

/** The URL path of one call, for matching the browser's own requests or naming a route in a fault rule. */
export function apiPath(entry: Pick<AnyCall, "path" | "id">, params: Record<string, unknown> = {}): string {
  return `${API_ROOT}${callPath(entry, params)}`;
}
