import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 2.3 (list details) / 6: the price columns of a list row reach only users who may see prices. A Basic
// user and a partner receive no price of any kind, not even an empty one, in the list or its elements.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const [p1, p2] = SEED.products.map((row) => row.id) as [number, number];
const PRICE_WORDS = /crp|price|ggp|discount|amount/i;

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
});
afterAll(async () => t.close());

/** A fresh copy of the demo account with a list of two products, read back raw as the browser receives it. */
async function listAs(email: string) {
  const { token } = await userLike(t, email);
  const list = await c.create(token, "Ward 7");
  await c.add(token, list.id, list.version, [p1, p2], 3);
  const elements = await c.call(token, "GET", `/api/product-lists/list-elements/${list.id}`);
  const head = await c.call(token, "GET", `/api/product-lists/${list.id}`);
  return { bodies: [elements.body, head.body], elements: elements.body };
}

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe("list element prices per role (core spec 2.3 / 6)", () => {
  it.each([
    ["a Basic user", EMAIL.basic],
    ["a partner", EMAIL.partner],
  ])("sends %s no price field of any kind", async (_who, email) => {
    const { bodies } = await listAs(email);
    const priced = keysOf(bodies).filter((key) => PRICE_WORDS.test(key));

    expect(priced).toEqual([]);
  });

  it("sends an Advanced user the local list and global reference prices and the GGP corridor of each row", async () => {
    const { elements } = await listAs(EMAIL.advanced);
    const [first] = (elements as { content: Record<string, Record<string, unknown>>[] }).content;

    expect(first?.pricing).toEqual(
      expect.objectContaining({
        localListPrice: expect.any(Number),
        globalReferencePrice: expect.any(Number),
        crp: expect.any(Number),
      }),
    );
    expect(first?.product?.pricing).toEqual(
      expect.objectContaining({ ggp: expect.objectContaining({ lowerLimit: expect.any(Number) }) }),
    );
  });
});
