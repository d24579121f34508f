import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
});
