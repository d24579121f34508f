import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { errorResponse } from "./error-response";
import { toErrorEnvelope } from "./to-error-envelope";

/** The largest request body (JSON or form) the API reads unless MAX_BODY_BYTES says otherwise: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** The largest table import upload unless MAX_UPLOAD_BYTES says otherwise: far above any table of the catalogue. */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The 413 answer: the envelope, and the connection closed so the rest of a huge body is not read. */
export function payloadTooLarge(c: Context, maxBytes: number): Response {
  const response = errorResponse(
    c,
    toErrorEnvelope({
      kind: "payloadTooLarge",
      maxBytes,
      message: `The request body exceeds ${maxBytes} bytes`,
    }),
  );
  response.headers.set("Connection", "close");
  return response;
}

/**
 * Refuses a request body above `maxBytes` with 413 before it is read into memory: by its declared length, or,
 * sent without one, once that many bytes have arrived. Requests `ownLimit` names (uploads) keep their own limit.
 * GET and HEAD carry no body and skip the check: Hono's limit asks for the raw request's body, which makes the
 * Node adapter build a full Fetch Request (headers, abort signal, stream) for every read, a fifth of a small
 * read's CPU time in a profile of the benchmark's health requests.
 */
export function bodyLimit(maxBytes: number, ownLimit: (c: Context) => boolean): MiddlewareHandler<AppEnv> {
  const limit = honoBodyLimit({ maxSize: maxBytes, onError: (c) => payloadTooLarge(c, maxBytes) });
  return (c, next) => (BODYLESS.has(c.req.method) || ownLimit(c) ? next() : limit(c, next));
}

const BODYLESS = new Set(["GET", "HEAD"]);
