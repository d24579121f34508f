import { ALL_CALLS } from "@catalogue/core/api/catalogue";
import { MAX_REQUEST_ARRAY_ITEMS } from "@catalogue/core/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../testing/test-app";

type Response = { headers?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
};
type Operations = Record<string, Record<string, Operation | undefined> | undefined>;
type Components = { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };

let t: TestApp;
let paths: Operations;
let components: Components;
let documentText: string;
let document: unknown;
beforeAll(async () => {
  t = await openTestApp();
  documentText = await (await t.app.request("/api/openapi.json")).text();
  document = JSON.parse(documentText);
  ({ paths, components } = document as { paths: Operations; components: Components });
});
afterAll(async () => {
  await t.close();
});

/** Every schema object below `root`, following references into the components once. */
function schemasBelow(root: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== "object" || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    found.push(record);
    if (typeof record.$ref === "string")
      pending.push(components.schemas?.[record.$ref.split("/").pop() ?? ""]);
    pending.push(...Object.values(record));
  }
  return found;
}

const hasType = (schema: Record<string, unknown>, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

const published = () => ALL_CALLS.filter((entry) => !entry.internal && entry.onlyIn !== "production");

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

  it("states every integer's bounds and format, as zod checks them", () => {
    const integers = schemasBelow(document).filter((schema) => hasType(schema, "integer"));
    expect(integers.length).toBeGreaterThan(0);
    for (const schema of integers) {
      expect(schema.format, JSON.stringify(schema)).toMatch(/^int(32|64)$/);
      expect(schema.minimum ?? schema.exclusiveMinimum, JSON.stringify(schema)).toBeTypeOf("number");
      expect(schema.maximum ?? schema.exclusiveMaximum, JSON.stringify(schema)).toBeTypeOf("number");
    }
  });

  it("limits every string and array a request carries", () => {
    for (const entry of published()) {
      const operation = operationOf(entry);
      for (const schema of schemasBelow([operation?.parameters, operation?.requestBody])) {
        const where = `${entry.id}: ${JSON.stringify(schema)}`;
        if (hasType(schema, "array"))
          expect(schema.maxItems, where).toBeLessThanOrEqual(MAX_REQUEST_ARRAY_ITEMS);
        if (hasType(schema, "string") && schema.enum === undefined && schema.const === undefined)
          expect(schema.maxLength, where).toBeTypeOf("number");
      }
    }
  });

  it("describes 401 on every call that needs a session, and the other refusals as 4XX", () => {
    for (const entry of published()) {
      const responses = operationOf(entry)?.responses ?? {};
      expect(responses["4XX"], entry.id).toBeDefined();
      if (entry.access !== "public") expect(responses["401"], entry.id).toBeDefined();
      expect(operationOf(entry)?.description, entry.id).toBeTruthy();
    }
  });

  it("describes the rate-limit headers on every answer of the rate-limited calls, and Retry-After on 429", () => {
    const limited = published().filter((entry) => entry.errors.includes(429));
    expect(limited.map((entry) => entry.id)).toContain("auth.login");
    for (const entry of limited) {
      for (const [status, response] of Object.entries(operationOf(entry)?.responses ?? {})) {
        if (!/^[24]/.test(status)) continue;
        expect(Object.keys(response.headers ?? {}), `${entry.id} ${status}`).toEqual(
          expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
        );
      }
      expect(operationOf(entry)?.responses?.["429"]?.headers, entry.id).toHaveProperty("Retry-After");
    }
  });
});
