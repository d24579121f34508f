import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { memoryLogger } from "./logger";

const app = createApp({ webDist: mkdtempSync(path.join(tmpdir(), "web-dist-")), logger: memoryLogger() });

describe("the API reference at /api/docs", () => {
  it("loads only files of this server, and has no inline script or style", async () => {
    const page = await (await app.request("/api/docs")).text();
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(body?.trim()).toBe("");
    }
    expect(page).not.toMatch(/<style|style="|https?:\/\//);
    expect(page).toContain('href="/api/docs/swagger-ui.css"');
  });

  it("serves Swagger UI from the project's own dependency, without a session", async () => {
    const bundle = await app.request("/api/docs/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const css = await app.request("/api/docs/swagger-ui.css");
    expect(css.headers.get("content-type")).toContain("text/css");
  });

  it("starts Swagger UI on our OpenAPI document, without the outside validator", async () => {
    const start = await (await app.request("/api/docs/start.js")).text();
    expect(start).toContain('url: "/api/openapi.json"');
    expect(start).toContain("validatorUrl: null");
  });

  it("serves nothing else of the package", async () => {
    for (const file of ["package.json", "index.html", "..%2Fpackage.json", "swagger-initializer.js"]) {
      expect((await app.request(`/api/docs/${file}`)).status, file).toBe(404);
    }
  });
});
