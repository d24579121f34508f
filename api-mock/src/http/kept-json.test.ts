import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { encodedCopy, keptEncodingFor, sendKeptJson } from "./kept-json";

const chosenFor = async (acceptEncoding: string | undefined) => {
  const app = new Hono();
  app.get("/", (c) => c.text(keptEncodingFor(c) ?? "none"));
  const headers: Record<string, string> =
    acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  return (await app.request("/", { headers })).text();
};

describe("kept JSON answers", () => {
  it("chooses brotli over gzip whatever the header's order, gzip without brotli, nothing otherwise", async () => {
    expect(await chosenFor("gzip, deflate, br, zstd")).toBe("br");
    expect(await chosenFor("gzip, deflate")).toBe("gzip");
    expect(await chosenFor("br;q=0, gzip")).toBe("gzip");
    expect(await chosenFor("*")).toBe("br");
    expect(await chosenFor("identity")).toBe("none");
    expect(await chosenFor(undefined)).toBe("none");
  });

  it("compresses a body once per encoding: later calls share the first copy", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ rows: Array.from({ length: 100 }, (_, n) => n) }));
    const first = encodedCopy(body, "br");
    expect(encodedCopy(body, "br")).toBe(first);
    expect(encodedCopy(body, "gzip")).not.toBe(first);
    expect(encodedCopy(new Uint8Array(body), "br")).not.toBe(first);
    expect(brotliDecompressSync(await first).equals(Buffer.from(body))).toBe(true);
  });

  it("sends an answer under 1 kB as it is", async () => {
    const app = new Hono();
    const small = new TextEncoder().encode('{"ok":true}');
    app.get("/", (c) => sendKeptJson(c, small));
    const res = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });
});
