import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { ErrorEnvelope, HealthResponse } from "@catalogue/core/api";
import { APP_VERSION } from "@catalogue/core/constants";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { memoryLogger } from "./http/logger";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Product Catalogue</title>");
  writeFileSync(path.join(dir, "assets", "main-abc123.js"), "console.log(1)");
  // What web/scripts/precompress.ts writes beside each text file of the build.
  writeFileSync(path.join(dir, "assets", "main-abc123.js.br"), brotliCompressSync("console.log(1)"));
  writeFileSync(path.join(dir, "assets", "main-abc123.js.gz"), gzipSync("console.log(1)"));
  return dir;
}

const app = createApp({ webDist: fakeWebBuild(), logger: memoryLogger() });

describe("api-mock foundation", () => {
  it("answers the health check with the app version", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(HealthResponse.parse(await res.json())).toEqual({
      status: "ok",
      version: APP_VERSION,
      publicDemo: false,
      storage: { writable: true },
    });
  });

  it("serves an OpenAPI 3.1 document that lists the health route", async () => {
    const res = await app.request("/api/openapi.json");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/health");
  });

  it("serves an interactive API reference", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="swagger-ui">');
    expect(await (await app.request("/api/docs/start.js")).text()).toContain('url: "/api/openapi.json"');
  });

  it("answers unknown API paths with a 404 error envelope", async () => {
    const res = await app.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.resultKey).toBe("NOT_FOUND");
  });

  it("serves index.html with no-cache for client-side routes", async () => {
    const res = await app.request("/product-lists/abc");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("Product Catalogue");
  });

  it("serves hashed assets with long-lived cache headers", async () => {
    const res = await app.request("/assets/main-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("serves an asset's brotli copy to a browser that accepts brotli, its gzip copy otherwise", async () => {
    const brotli = await app.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    const gzip = await app.request("/assets/main-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    const plain = await app.request("/assets/main-abc123.js");

    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toContain("javascript");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe("console.log(1)");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("console.log(1)");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("compresses a JSON answer for a client that accepts gzip, and only then", async () => {
    const compressed = await app.request("/api/openapi.json", { headers: { "Accept-Encoding": "gzip" } });
    const plain = await app.request("/api/openapi.json");

    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    const unpacked = gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString();
    expect(JSON.parse(unpacked)).toEqual(await plain.json());
    expect(plain.headers.get("content-encoding")).toBeNull();
    // Caches must keep the two apart: both answers name the header they depend on, once.
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });
});
