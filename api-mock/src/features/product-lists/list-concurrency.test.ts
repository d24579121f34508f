import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let token: string;
const PRODUCTS = SEED.products.slice(0, 10).map((row) => row.id);
const BASE = "/api/product-lists/list-elements";

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  token = await bearerFor(t.app, EMAIL.advanced);
});
afterAll(async () => t.close());

describe("parallel writers on one list", () => {
  it("lets exactly one of several writers with the same version win; the others get 428 and change nothing", async () => {
    const list = await c.create(token, "Race");
    const start = await c.add(token, list.id, list.version, [PRODUCTS[0] as number]);
    const elementId = start.content[0]?.id as number;
    const values = [11, 12, 13, 14, 15, 16];
    const results = await Promise.all(
      values.map((value) =>
        c.call<ListElementsResponse>(token, "PUT", `${BASE}/${list.id}/change-quantity`, {
          elementId,
          value,
          version: start.version,
        }),
      ),
    );
    const winners = results.filter((res) => res.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((res) => res.status === 428)).toHaveLength(values.length - 1);
    const after = await c.elements(token, list.id);
    expect(after.version).toBe(start.version + 1);
    expect(after.content[0]?.quantity).toBe(winners[0]?.body.content[0]?.quantity);
  });

  it("loses no addition when several writers add different products to several lists at once", async () => {
    const a = await c.create(token, "Parallel A");
    const b = await c.create(token, "Parallel B");
    await Promise.all(
      PRODUCTS.map((productId) =>
        c.as(token, listElementCalls.addToLists, {
          body: { listIds: [a.id, b.id], elements: [{ productId }] },
        }),
      ),
    );
    for (const id of [a.id, b.id]) {
      const res = await c.elements(token, id);
      expect(res.content.map((e) => e.productId).sort()).toEqual([...PRODUCTS].sort());
      expect(res.content.map((e) => e.sortOrder).sort((x, y) => x - y)).toEqual(PRODUCTS.map((_, i) => i));
      expect(res.version).toBe(1 + PRODUCTS.length);
    }
  });

  it("keeps custom positions a permutation when custom sorts and removals race, each retried on 428", async () => {
    const list = await c.create(token, "Order race");
    await c.add(token, list.id, list.version, PRODUCTS);
    const retry = async (write: (current: ListElementsResponse) => Promise<{ status: number }>) => {
      for (;;) {
        const res = await write(await c.elements(token, list.id));
        if (res.status !== 428) return res.status;
      }
    };
    const statuses = await Promise.all([
      ...[1, 2, 3].map(() =>
        retry((current) =>
          c.call(token, "PUT", `${BASE}/${list.id}/sorting/custom-sort`, {
            elementIds: current.content.map((e) => e.id).reverse(),
            version: current.version,
          }),
        ),
      ),
      ...[0, 1].map((n) =>
        retry((current) =>
          c.call(token, "DELETE", `${BASE}/${list.id}`, {
            ids: [current.content[n]?.id],
            version: current.version,
          }),
        ),
      ),
    ]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const after = await c.elements(token, list.id);
    expect(after.content).toHaveLength(PRODUCTS.length - 2);
    expect(after.content.map((e) => e.sortOrder).sort((x, y) => x - y)).toEqual(
      after.content.map((_, i) => i),
    );
  });
});
