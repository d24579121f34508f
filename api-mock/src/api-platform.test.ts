import { ErrorEnvelope } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

// "/exports/{token}": a single-use export link; the token is the credential (464 when not valid).
const OPEN_PATHS = new Set([
  "/health",
  "/login",
  "/logout",
  "/auth/authorize",
  "/images/{imageId}",
  "/exports/{token}",
]);

describe("sessions guard the API", () => {
  it("answers 401 without a session on every documented route but the open ones", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (OPEN_PATHS.has(path) || path.startsWith("/__dev")) continue;
      for (const method of Object.keys(methods)) {
        const concrete = path.replace(/\{[^}]+\}/g, "1");
        const res = await t.app.request(`/api${concrete}`, { method: method.toUpperCase() });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(ErrorEnvelope.parse(await res.json()).resultKey).toBe("UNAUTHORIZED");
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(14);
  });

  it("keeps health, the OpenAPI document and the API reference open", async () => {
    for (const path of ["/api/health", "/api/openapi.json", "/api/docs"]) {
      expect((await t.app.request(path)).status, path).toBe(200);
    }
  });
});

describe("security headers", () => {
  const paths = ["/api/health", "/api/no-such-route", "/api/user/profile", "/", "/product-lists"];

  it.each(paths)("sets the baseline on %s", async (path) => {
    const res = await t.app.request(path);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    // 'wasm-unsafe-eval' lets WebAssembly compile (the barcode decoder); JavaScript eval stays forbidden.
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only over TLS", async () => {
    const res = await t.app.request("https://catalogue.example/api/health");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("answers JSON with a charset", async () => {
    const res = await t.app.request("/api/health");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("gives the API reference the app's policy: no nonce, no CDN", async () => {
    const docs = await t.app.request("/api/docs");
    const app = await t.app.request("/");
    expect(docs.headers.get("content-security-policy")).toBe(app.headers.get("content-security-policy"));
  });
});

describe("request log", () => {
  it("writes one JSON line per request with method, path, status, duration, user and correlation id", async () => {
    const res = await t.app.request("/api/health");
    const correlationId = res.headers.get("x-correlation-id");
    const line = t.logs.find((entry) => entry.correlationId === correlationId);
    expect(line).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/api/health",
      status: 200,
      userId: null,
    });
    expect(typeof line?.durationMs).toBe("number");
  });
});
