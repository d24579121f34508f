import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listElements, productLists } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { ListElementCache } from "./list-element-cache";
import { EMAIL, listsClient } from "./lists-test-client.fixture";
import type { ElementRow } from "./product-lists.repository";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let token: string;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  token = await bearerFor(t.app, EMAIL.keyUser);
});
afterAll(async () => t.close());

async function cachedList(title: string) {
  const list = await c.create(token, title);
  await c.add(token, list.id, list.version, [p1, p2, p3], 2);
  const opened = await c.elements(token, list.id); // fills the cache
  return { id: list.id, opened };
}

describe("list element cache", () => {
  it("a quantity change, a removal and a sorting change are visible on the next open", async () => {
    const { id, opened } = await cachedList("Cache writes");
    const [first, second] = opened.content as [
      ListElementsResponse["content"][0],
      ListElementsResponse["content"][0],
    ];
    await c.as(token, listElementCalls.changeQuantity, {
      params: { id },
      body: { elementId: first.id, value: 7, version: opened.version },
    });
    const changed = await c.elements(token, id);
    expect(changed.content.find((e) => e.id === first.id)?.quantity).toBe(7);
    expect(changed.version).toBe(opened.version + 1);

    await c.as(token, listElementCalls.remove, {
      params: { id },
      body: { ids: [second.id], version: changed.version },
    });
    const removed = await c.elements(token, id);
    expect(removed.content.map((e) => e.id)).not.toContain(second.id);
    expect(removed.totalCount).toBe(2);
    expect((await c.list(token, id)).numberOfProducts).toBe(2);
  });

  it("serves cached rows while the version is unchanged and re-reads them once it moves", async () => {
    const { id, opened } = await cachedList("Cache version");
    const [first] = opened.content as [ListElementsResponse["content"][0]];
    const db = t.services.database.db;
    // Behind the API's back, without a version bump: the cached rows are still served (proves the cache is used).
    await db.update(listElements).set({ quantity: 99 }).where(eq(listElements.id, first.id));
    expect((await c.elements(token, id)).content.find((e) => e.id === first.id)?.quantity).toBe(2);
    // Every API write bumps the version; a bump alone makes the next open read the rows again.
    await db
      .update(productLists)
      .set({ version: sql`${productLists.version} + 1` })
      .where(eq(productLists.id, id));
    expect((await c.elements(token, id)).content.find((e) => e.id === first.id)?.quantity).toBe(99);
  });

  it("a reseed's invalidate forgets the cached rows", async () => {
    const { id, opened } = await cachedList("Cache reseed");
    const [first] = opened.content as [ListElementsResponse["content"][0]];
    await t.services.database.db
      .update(listElements)
      .set({ quantity: 42 })
      .where(eq(listElements.id, first.id));
    t.services.productLists.invalidate();
    expect((await c.elements(token, id)).content.find((e) => e.id === first.id)?.quantity).toBe(42);
  });
});

describe("ListElementCache", () => {
  const row = (listId: number) => ({ id: listId, listId }) as unknown as ElementRow;

  it("answers only for the version the rows were read at", () => {
    const cache = new ListElementCache();
    cache.set(1, 3, [row(1)]);
    expect(cache.get(1, 3)).toEqual([row(1)]);
    expect(cache.get(1, 4)).toBeUndefined();
    expect(cache.get(2, 3)).toBeUndefined();
    cache.clear();
    expect(cache.get(1, 3)).toBeUndefined();
  });

  it("keeps at most 1,000 lists, dropping the one stored longest ago", () => {
    const cache = new ListElementCache();
    for (let id = 1; id <= 1_001; id += 1) cache.set(id, 1, [row(id)]);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(2, 1)).toBeDefined();
    expect(cache.get(1_001, 1)).toBeDefined();
  });
});
