import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { callPath, devCalls } from "@catalogue/core/api/catalogue";
import { type CallFailure, type ClientConfig, isCallFailure, runCall } from "@catalogue/core/api/client";
import type { APIRequestContext, Page } from "@playwright/test";

/** Where the app serves the API; every path below it comes from the call catalogue. */
const API_ROOT = "/api";

/**
 * The product's fetch carried by Playwright's request context: relative URLs resolve against the test's base URL,
 * and a page's context (`page.request`) shares the browser's cookies, so a call acts as the signed-in user.
 */
function fetchThrough(request: APIRequestContext, timeoutMs: number | undefined): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init.method ?? "GET";
    const send = () =>
      request.fetch(url, {
        method,
        headers: init.headers as Record<string, string> | undefined,
        data: init.body as string | Buffer | undefined,
        maxRedirects: init.redirect === "manual" ? 0 : undefined,
        failOnStatusCode: false,
        // Playwright's own limit (30 s) would otherwise end a long call before the client's does.
        timeout: timeoutMs,
      });
    const answer = await send().catch((error: unknown) => {
      // A kept-alive socket the server closed just as this request left on it: the server never read the
      // request. A read is sent again once; a write is not (the test must see what the server did).
      if (method !== "GET" || !String(error).includes("ECONNRESET")) throw error;
      return send();
    });
    const headers = new Headers();
    for (const { name, value } of answer.headersArray()) headers.append(name, value);
    // A 204 or 304 answer may not carry a body in the Fetch API.
    const body =
      answer.status() === 204 || answer.status() === 304 ? null : new Uint8Array(await answer.body());
    return new Response(body, { status: answer.status(), headers });
  }) as typeof fetch;
}

/** How a call signs in besides the context's cookies, and how long it may take. */
export interface CallOptions {
  /** A script's API token, sent as `Authorization: Bearer`. */
  readonly bearerToken?: string;
  /** The call's time limit when the client's 30 s are too short (the dev reset rebuilds the database). */
  readonly timeoutMs?: number;
}

function configFor(request: APIRequestContext, options: CallOptions): ClientConfig {
  // No retries: a test sees the server's first answer.
  return {
    baseUrl: API_ROOT,
    fetch: fetchThrough(request, options.timeoutMs),
    retries: 0,
    bearerToken: () => options.bearerToken,
    timeoutMs: options.timeoutMs,
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

/** Whether a URL the browser asked for is one of the API's calls (any entry), for recording the app's answers. */
export function isApiUrl(url: string): boolean {
  return new URL(url).pathname.startsWith(`${API_ROOT}/`);
}

/**
 * The folder an entry's path lies in (`/api/products/` for the product search), for matching every call below
 * it, such as all the product calls a screen makes.
 */
export function apiFolder(entry: Pick<AnyCall, "path">): string {
  return `${API_ROOT}${entry.path.slice(0, entry.path.lastIndexOf("/") + 1)}`;
}

/**
 * Seeds the worker's server's database again (the developer controls' reset), for a spec that changes the shared
 * catalogue or pictures a screen that shows what earlier specs left. It rebuilds the database, so it may take far
 * longer than an ordinary call.
 */
export async function reseed(request: Caller): Promise<void> {
  await call(request, devCalls.reset, {}, { timeoutMs: 170_000 });
}
