import { ALL_CALLS } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../testing/test-app";

type Operations = Record<string, Record<string, { operationId?: string } | undefined> | undefined>;

let t: TestApp;
let paths: Operations;
beforeAll(async () => {
  t = await openTestApp();
  paths = ((await (await t.app.request("/api/openapi.json")).json()) as { paths: Operations }).paths;
});
afterAll(async () => {
  await t.close();
});

const operationOf = (entry: (typeof ALL_CALLS)[number]) => paths[entry.path]?.[entry.method.toLowerCase()];

describe("the OpenAPI document comes from the call catalogue", () => {
  it("publishes every entry but the internal ones, at its method and path, named by its id", () => {
    // This app runs in demo mode, which does not serve the production-only calls.
    const published = ALL_CALLS.filter((entry) => !entry.internal && entry.onlyIn !== "production");
    for (const entry of published) {
      expect(operationOf(entry)?.operationId, `${entry.method} ${entry.path}`).toBe(entry.id);
    }
    expect(published.length).toBeGreaterThan(0);
  });

  it("leaves the internal entries out of the document", () => {
    for (const entry of ALL_CALLS.filter((each) => each.internal)) {
      expect(operationOf(entry), entry.id).toBeUndefined();
    }
  });

  it("names each call once", () => {
    const ids = ALL_CALLS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ALL_CALLS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
