import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import { accepts } from "hono/accepts";

/** The encodings a kept answer is sent in, best first: brotli is a fifth smaller than gzip on these answers. */
const ENCODINGS = ["br", "gzip"] as const;
export type KeptEncoding = (typeof ENCODINGS)[number];

/** Below this, an answer travels as it is (the compress middleware's own threshold). */
const SMALLEST_COMPRESSED = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli quality 5: a 200-element list's answer compresses about as far as at 11 for a fraction of the time (the
 * first reader of an answer waits for it), and it runs on libuv's threads, never on the event loop.
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Compressed copies of kept answers, by the body object the answer caches hand out. A cache hit returns the very
 * same bytes, so each answer is compressed once per encoding, not once per request; the copy leaves memory with
 * its body when the cache drops it.
 */
const copies = new WeakMap<Uint8Array, Map<KeptEncoding, Promise<Uint8Array>>>();

/** `body` in `encoding`, compressed at the first call for this body object and shared by every later one. */
export function encodedCopy(body: Uint8Array, encoding: KeptEncoding): Promise<Uint8Array> {
  let byEncoding = copies.get(body);
  if (!byEncoding) {
    byEncoding = new Map();
    copies.set(body, byEncoding);
  }
  let copy = byEncoding.get(encoding);
  if (!copy) {
    copy = encoding === "br" ? brotli(body, BROTLI) : gzipped(body);
    byEncoding.set(encoding, copy);
  }
  return copy;
}

/** The best encoding both sides know, in the server's order of preference (not the header's order). */
export function keptEncodingFor(c: Context): KeptEncoding | undefined {
  const chosen = accepts(c, {
    header: "Accept-Encoding",
    supports: [...ENCODINGS],
    default: "identity",
    match: (offered, { supports, default: none }) =>
      supports.find((encoding) =>
        offered.some((accept) => accept.q > 0 && [encoding, "*"].includes(accept.type.toLowerCase())),
      ) ?? none,
  });
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/**
 * Sends an answer kept as JSON bytes (a list's elements, a product's details): compressed once and then sent as
 * stored to a client that accepts brotli or gzip, as it is to one that does not. An answer that already carries
 * `Content-Encoding` is left alone by the compress middleware, so nothing compresses it again.
 */
export async function sendKeptJson(c: Context, body: Uint8Array<ArrayBuffer>): Promise<Response> {
  const json = { "Content-Type": "application/json" };
  const encoding = body.byteLength >= SMALLEST_COMPRESSED ? keptEncodingFor(c) : undefined;
  if (!encoding) return c.body(body, 200, json);
  const encoded = await encodedCopy(body, encoding);
  const bytes = new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.byteLength);
  return c.body(bytes, 200, { ...json, "Content-Encoding": encoding });
}
