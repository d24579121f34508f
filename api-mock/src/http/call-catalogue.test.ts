import { ALL_CALLS } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../testing/test-app";

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Operations = Record<string, Record<string, Operation | undefined> | undefined>;
type Components = { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };

let t: TestApp;
let paths: Operations;
let components: Components;
let documentText: string;
beforeAll(async () => {
  t = await openTestApp();
  documentText = await (await t.app.request("/api/openapi.json")).text();
  ({ paths, components } = JSON.parse(documentText) as { paths: Operations; components: Components });
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

  it("refers to core's schemas by name instead of repeating them at every operation", () => {
    for (const name of ["ProductList", "ErrorEnvelope", "Id", "ProductDetails"]) {
      expect(components.schemas?.[name], name).toBeDefined();
    }
    expect(documentText).toContain('"$ref":"#/components/schemas/ProductList"');
  });

  it("asks a session (bearer token or cookie) of every call but the public ones", () => {
    expect(Object.keys(components.securitySchemes ?? {}).sort()).toEqual(["bearerAuth", "sessionCookie"]);
    for (const entry of ALL_CALLS.filter((each) => !each.internal && each.onlyIn !== "production")) {
      const security = operationOf(entry)?.security;
      expect(security, entry.id).toEqual(
        entry.access === "public" ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
      );
    }
  });
});
