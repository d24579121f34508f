import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";
import { memoryLogger } from "./logger";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => t.close());

/** The web build's files, served by a server without a database. */
function webBuildApp() {
  const webDist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Product Catalogue</title>");
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), "export {};");
  writeFileSync(path.join(webDist, "assets", "index-abc123.css"), "body{}");
  return createApp({ webDist, logger: memoryLogger() });
}
const staticFiles = webBuildApp();

/** Every kind of answer the server gives: JSON, errors of each family, redirects, HTML, CSS, the SPA. */
const answers: [string, () => Promise<Response>][] = [
  ["JSON", async () => t.app.request("/api/user/profile", { headers: auth(token) })],
  ["401 envelope", async () => t.app.request("/api/user/profile")],
  ["404 envelope", async () => t.app.request("/api/no-such-route")],
  [
    "460 envelope",
    async () => t.app.request("/api/user/profile", { method: "PUT", headers: auth(token), body: "{" }),
  ],
  [
    "413 envelope",
    async () =>
      t.app.request("/api/user/profile", {
        method: "PUT",
        headers: { ...auth(token), "Content-Length": String(2 * 1024 * 1024) },
        body: "x".repeat(2 * 1024 * 1024),
      }),
  ],
  [
    "302 redirect",
    async () =>
      t.app.request("/api/auth/authorize", {
        method: "POST",
        headers: { "X-Forwarded-For": "198.51.100.200" },
        body: new URLSearchParams({ email: "basic@catalogue.example" }),
      }),
  ],
  ["identity page HTML", async () => t.app.request("/api/auth/authorize")],
  ["identity page CSS", async () => t.app.request("/api/auth/authorize.css")],
  ["OpenAPI document", async () => t.app.request("/api/openapi.json")],
  ["SPA index.html", async () => t.app.request("/product-lists/12")],
  ["hashed script", async () => staticFiles.request("/assets/index-abc123.js")],
  ["hashed stylesheet", async () => staticFiles.request("/assets/index-abc123.css")],
];

describe("security headers on every response", () => {
  it.each(answers)("%s", async (_kind, answer) => {
    const res = await answer();
    const csp = res.headers.get("content-security-policy") ?? "";
    const directives = new Map(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    expect(directives.get("default-src")).toBe("'self'");
    // WebAssembly may compile (the barcode decoder); eval() and inline script may not.
    expect(directives.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives.get("style-src")).toBe("'self'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
    expect(directives.get("base-uri")).toBe("'self'");
    expect(directives.get("form-action")).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'|\*/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const permissions = res.headers.get("permissions-policy") ?? "";
    for (const off of ["geolocation=()", "microphone=()", "payment=()", "usb=()"])
      expect(permissions).toContain(off);
    // Plain HTTP (and no trusted proxy saying otherwise): no HSTS, no upgrade.
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});

describe("over TLS", () => {
  it("directly: HSTS for a year with sub-domains, and plain-HTTP references upgraded", async () => {
    const res = await t.app.request("https://catalogue.example/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("behind a TLS proxy trusted by TRUST_PROXY (the test app trusts one)", async () => {
    const res = await t.app.request("/api/health", {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.201" },
    });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });
});
