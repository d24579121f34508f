import { ErrorEnvelope } from "@catalogue/core/api";
import { MAX_REQUEST_ARRAY_ITEMS, ValidationMessage } from "@catalogue/core/rules";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productLists, products } from "../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
let productId: number;
let listId: number;
beforeAll(async () => {
  t = await openTestApp();
  admin = await bearerFor(t.app, "admin@catalogue.example");
  const [product] = await t.services.database.db.select({ id: products.id }).from(products).limit(1);
  productId = product?.id ?? 0;
  const created = await t.app.request("/api/product-lists/list", {
    method: "POST",
    headers: auth(admin),
    body: JSON.stringify({ title: "Input guard", description: "" }),
  });
  listId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => t.close());

const NUL = "\u0000";
const tooMany = () => Array.from({ length: MAX_REQUEST_ARRAY_ITEMS + 1 }, (_, index) => index + 1);

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  return t.app.request(`/api${path}`, {
    method,
    headers: auth(admin),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectRefused(res: Response, field: string, messageKey: string): Promise<void> {
  expect(res.status).toBe(460);
  const envelope = ErrorEnvelope.parse(await res.json());
  expect(envelope.resultKey).toBe("VALIDATION_FAILED");
  expect(envelope.fieldErrors).toContainEqual(expect.objectContaining({ field, messageKey }));
}

const listCount = async () =>
  (await t.services.database.db.select({ n: count() }).from(productLists))[0]?.n ?? 0;

describe("a NUL character in a text field", () => {
  // The calls that answered 500 (PostgreSQL refuses NUL in text) before the rule, and some that did not.
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["POST", "/product-lists/list", { title: `Lab${NUL}`, description: "" }, "title"],
    ["PUT", "/product-lists/list/{list}", { title: "T", description: `d${NUL}`, version: 1 }, "description"],
    ["POST", "/product-lists/list/{list}/copy-with-title", { title: `${NUL}` }, "title"],
    ["POST", "/products/{product}/report", { message: `wrong${NUL}` }, "message"],
    ["POST", "/products/{product}/availability-indicator", { description: `x${NUL}` }, "description"],
    ["PUT", "/products/{product}/availability-indicator", { description: `x${NUL}` }, "description"],
    ["POST", "/country-sharing/{list}/share", { note: NUL, countryIds: [1], subregions: [] }, "note"],
    ["POST", "/private-sharing/{list}/share", { note: "", userIds: [1], x: [{ y: NUL }] }, "x.0.y"],
    ["PUT", "/user/profile", { salesOrganization: `S${NUL}` }, "salesOrganization"],
  ];

  it.each(cases)("%s %s answers 460 naming the field", async (method, path, body, field) => {
    const concrete = path.replace("{list}", String(listId)).replace("{product}", String(productId));
    await expectRefused(await send(method, concrete, body), field, ValidationMessage.invalidCharacter);
  });

  it("is refused in a query parameter", async () => {
    const res = await send("GET", `/products/details-by-title?title=${encodeURIComponent(`a${NUL}`)}`);
    await expectRefused(res, "title", ValidationMessage.invalidCharacter);
  });

  it("is refused in the path", async () => {
    await expectRefused(await send("GET", "/images/a%00b"), "path", ValidationMessage.invalidCharacter);
  });

  it("is refused in a form (the identity page)", async () => {
    const res = await t.app.request("/api/auth/authorize", {
      method: "POST",
      body: new URLSearchParams({ email: `basic@catalogue.example${NUL}` }),
    });
    await expectRefused(res, "email", ValidationMessage.invalidCharacter);
  });

  it("writes nothing", async () => {
    const before = await listCount();
    await send("POST", "/product-lists/list", { title: `Lab${NUL}`, description: "" });
    expect(await listCount()).toBe(before);
  });
});

describe("an array of more than 65,535 ids", () => {
  it.each([
    ["DELETE", "/product-lists/list", () => ({ ids: tooMany() }), "ids"],
    ["POST", "/products/list-elements", () => ({ listIds: tooMany(), elements: [] }), "listIds"],
    ["POST", "/products/list", () => ({ ids: tooMany() }), "ids"],
  ] as const)("%s %s answers 460 naming the array", async (method, path, body, field) => {
    await expectRefused(await send(method, path, body()), field, ValidationMessage.arrayMax);
  });

  it("private and partner shares too (the path names the list)", async () => {
    for (const kind of ["share", "scp-share"]) {
      const res = await send("POST", `/private-sharing/${listId}/${kind}`, { note: "", userIds: tooMany() });
      await expectRefused(res, "userIds", ValidationMessage.arrayMax);
    }
  });
});

/** A value of the documented request schema with every string `text` and every array of scalars `length` long. */
function sample(
  schema: Record<string, unknown>,
  defs: Record<string, unknown>,
  text: string,
  length: number,
): unknown {
  const ref = schema.$ref as string | undefined;
  if (ref) return sample(defs[ref.split("/").pop() ?? ""] as Record<string, unknown>, defs, text, length);
  const choices = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Record<string, unknown>[] | undefined;
  if (choices) return sample(choices.find((c) => c.type !== "null") ?? choices[0] ?? {}, defs, text, length);
  if (schema.enum) return (schema.enum as unknown[])[0];
  const type = [schema.type].flat().find((each) => each !== "null");
  if (type === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    return Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, sample(value, defs, text, length)]),
    );
  }
  if (type === "array") {
    const item = sample((schema.items ?? {}) as Record<string, unknown>, defs, text, length);
    return typeof item === "object"
      ? [item]
      : Array.from({ length }, (_, index) => (typeof item === "number" ? index + 1 : item));
  }
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return false;
  return schema.format === "date-time" ? new Date().toISOString() : text;
}

describe("every documented call", () => {
  // An app of its own: the sweep calls every write, and must not change what the other tests read.
  let sweep: TestApp;
  let token: string;
  beforeAll(async () => {
    sweep = await openTestApp();
    token = await bearerFor(sweep.app, "admin@catalogue.example");
  });
  afterAll(async () => sweep.close());

  it("answers NUL text and over-long arrays without a 5xx", async () => {
    const doc = (await (await sweep.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const defs = doc.components?.schemas ?? {};
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      // Logout would end the session the sweep runs with; the developer controls are not part of the API.
      if (path === "/logout" || path.startsWith("/__dev")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const content = (
          operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined
        )?.content;
        const schema = content?.["application/json"]?.schema as Record<string, unknown> | undefined;
        const queryNames = ((operation.parameters ?? []) as { in: string; name: string }[])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name);
        for (const [text, length] of [
          [`a${NUL}b`, 1],
          ["a", MAX_REQUEST_ARRAY_ITEMS + 1],
        ] as const) {
          const query = new URLSearchParams(queryNames.map((name): [string, string] => [name, text]));
          const target = `${path.replace(/\{[^}]+\}/g, "1")}${queryNames.length > 0 ? `?${query}` : ""}`;
          const body = schema && sample(schema, defs, text, length);
          const res = await sweep.app.request(`/api${target}`, {
            method: method.toUpperCase(),
            headers: auth(token),
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
