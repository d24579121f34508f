import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { memoryLogger } from "./logger";

const SCRIPT = 'document.documentElement.classList.add("dark")';
const STYLE = "--shiki-light:#005CC5;--shiki-dark:#79B8FF;";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A guide build as VitePress writes it: pages with inline start-up scripts and style attributes, hashed assets. */
function fakeGuideBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "guide-dist-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "de"));
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><script id="check-dark-mode">${SCRIPT}</script>` +
    `<script type="module" src="/help/assets/app.abc123.js"></script><h1>${title}</h1>` +
    `<span style="${STYLE}">code</span>`;
  writeFileSync(path.join(dir, "index.html"), page("Product Catalogue guide"));
  writeFileSync(path.join(dir, "getting-started.html"), page("Getting started"));
  writeFileSync(path.join(dir, "de", "index.html"), page("Anleitung zum Produktkatalog"));
  writeFileSync(path.join(dir, "404.html"), page("404"));
  writeFileSync(path.join(dir, "assets", "app.abc123.js"), "export {};");
  return dir;
}

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Product Catalogue</title>");
  return dir;
}

const app = createApp({ webDist: fakeWebBuild(), guideDist: fakeGuideBuild(), logger: memoryLogger() });

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: Response): Map<string, string[]> {
  const csp = res.headers.get("content-security-policy") ?? "";
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("the user guide at /help/ (core spec 2.3)", () => {
  it("serves the guide's start page, its other pages and its languages", async () => {
    const start = await app.request("/help/");
    expect(start.status).toBe(200);
    expect(await start.text()).toContain("<h1>Product Catalogue guide</h1>");
    expect(await (await app.request("/help/getting-started.html")).text()).toContain(
      "<h1>Getting started</h1>",
    );
    expect(await (await app.request("/help/de/")).text()).toContain("<h1>Anleitung zum Produktkatalog</h1>");
  });

  it("sends /help to /help/, so the pages' relative addresses resolve", async () => {
    const res = await app.request("/help");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/help/");
  });

  it("allows exactly the pages' inline code by hash, never 'unsafe-inline', and keeps the rest of the policy", async () => {
    const policy = directives(await app.request("/help/"));
    expect(policy.get("script-src")).toEqual(["'self'", sha256(SCRIPT)]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-hashes'", sha256(STYLE)]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });

  it("leaves the app's own pages under the strict policy", async () => {
    const policy = directives(await app.request("/settings"));
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.has("style-src-attr")).toBe(false);
  });

  it("keeps hashed assets for a year and revalidates pages", async () => {
    const asset = await app.request("/help/assets/app.abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request("/help/")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers an unknown guide address with the guide's 404 page, not the app", async () => {
    const res = await app.request("/help/no-such-page.html");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<h1>404</h1>");
  });

  it("says how to build the guide when it is missing", async () => {
    const missing = createApp({
      webDist: fakeWebBuild(),
      guideDist: path.join(tmpdir(), "no-guide-here"),
      logger: memoryLogger(),
    });
    const res = await missing.request("/help/");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run build -w @catalogue/docs");
  });

  it("serves a guide that is built after the server started, with the new build's inline hashes", async () => {
    const later = path.join(mkdtempSync(path.join(tmpdir(), "guide-later-")), "help");
    const starting = createApp({ webDist: fakeWebBuild(), guideDist: later, logger: memoryLogger() });
    expect((await starting.request("/help/")).status).toBe(503);

    renameSync(fakeGuideBuild(), later);
    const res = await starting.request("/help/");

    expect(res.status).toBe(200);
    expect(directives(res).get("script-src")).toContain(sha256(SCRIPT));
  });
});
