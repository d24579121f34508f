import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { compressAnswers } from "./compress-answers";
import { encodedCopy, keptEncodingFor, sendJson, sendKeptJson } from "./json-answers";

const chosenFor = async (acceptEncoding: string | undefined) => {
  const app = new Hono<AppEnv>();
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
    const app = new Hono<AppEnv>();
    const small = new TextEncoder().encode('{"ok":true}');
    app.get("/", (c) => sendKeptJson(c, small));
    const res = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it("gzips a fresh answer of 1 kB or more for a client that accepts gzip, small or large", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", compressAnswers());
    app.get("/:rows", (c) =>
      sendJson(c, { rows: Array.from({ length: Number(c.req.param("rows")) }, (_, n) => n) }, 200),
    );
    // About 2 kB (gzipped in place) and about 600 kB (gzipped on libuv's threads).
    for (const rows of [500, 100_000]) {
      const res = await app.request(`/${rows}`, {
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      const answer = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
      expect(answer.rows).toHaveLength(rows);
    }
    const plain = await app.request("/500");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(((await plain.json()) as { rows: number[] }).rows).toHaveLength(500);
  });

  it("sends a fresh answer under 1 kB as it is, past the compress middleware too", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", compressAnswers());
    app.get("/", (c) => sendJson(c, { status: "UP" }, 200));
    const res = await app.request("/", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual({ status: "UP" });
  });
});
