import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./app-env";

/** Encodings Hono's compress middleware can produce. */
const ENCODING = /\b(gzip|deflate)\b/i;

/**
 * API answers travel gzip- or deflate-compressed to a client that accepts it (Hono's compress middleware), and
 * untouched to one that does not.
 *
 * `Vary: Accept-Encoding` is set before the handler runs, so it is part of the answer as the handler builds it.
 * Hono's middleware adds it after the handler, and a header added then turns the Node adapter's prepared answer
 * into a streamed one: every JSON answer, compressed or not, paid for a stream (the benchmark's profile of health
 * requests). A client that accepts no encoding now gets the prepared answer as it was built.
 *
 * The call catalogue's answers are compressed by `sendJson` and `sendKeptJson` (json-answers.ts), which say so
 * in `answerEncoded`: the middleware does not look at them at all, since even reading a prepared answer's headers
 * makes the adapter build them anew. It compresses the rest (documents, errors) once the handler is done.
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  const compressing = compress();
  const finished = async () => {};
  return async (c, next) => {
    c.header("Vary", "Accept-Encoding", { append: true });
    await next();
    if (c.get("answerEncoded") || !ENCODING.test(c.req.header("Accept-Encoding") ?? "")) return;
    await compressing(c, finished);
  };
}
