import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue";
import { netPrice } from "@catalogue/core/pricing";
import { compareTitles } from "@catalogue/core/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencies } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";
import { listsRepository } from "./product-lists.repository";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let token: string;
const [p1, p2, p3, p4] = SEED.products.map((row) => row.id) as [number, number, number, number];
const BASE = "/api/product-lists/list-elements";

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  token = await bearerFor(t.app, EMAIL.advanced);
});
afterAll(async () => t.close());

async function listWith(title: string, productIds: number[], quantity = 1) {
  const list = await c.create(token, title);
  return c.add(token, list.id, list.version, productIds, quantity).then((res) => ({ id: list.id, ...res }));
}
const products = (res: ListElementsResponse) => res.content.map((element) => element.productId);

describe("list elements", () => {
  it("adds products with the product's CRP and prices each element (net, total, pieces)", async () => {
    const res = await listWith("Priced", [p1], 3);
    const [element] = res.content;
    const pieces = SEED.products.find((row) => row.id === p1)?.piecesPerPackingUnit as number;
    expect(element?.pricing).toMatchObject({ totalPieces: 3 * pieces, piecesPerPackage: pieces });
    expect(element?.pricing.crp).toBe(element?.product.pricing?.crp);
    expect(element?.pricing.totalPrice).toBe(
      netPrice(element?.pricing.crp, null) === null
        ? null
        : Math.round((element?.pricing.crp as number) * 300) / 100,
    );
  });

  it("refuses a product already on the list with 409 PRODUCT_ALREADY_ADDED and writes nothing", async () => {
    const res = await listWith("Dupes", [p1, p2]);
    const again = await c.call(token, "POST", `${BASE}/${res.id}`, {
      version: res.version,
      elements: [{ productId: p3 }, { productId: p1 }],
    });
    expect(again).toMatchObject({ status: 409, body: { resultKey: "PRODUCT_ALREADY_ADDED" } });
    const after = await c.elements(token, res.id);
    expect(products(after)).toEqual([p1, p2]);
    expect(after.version).toBe(res.version);
  });

  it("changes quantity, CRP, or both, one element a request, within the bounds of core spec 9", async () => {
    const res = await listWith("Changes", [p1]);
    const id = res.content[0]?.id as number;
    const q = await c.as(token, listElementCalls.changeQuantity, {
      params: { id: res.id },
      body: { elementId: id, value: 7, version: res.version },
    });
    expect(q.content[0]?.quantity).toBe(7);
    const p = await c.as(token, listElementCalls.changeCrp, {
      params: { id: res.id },
      body: { elementId: id, value: 12.5, version: q.version },
    });
    expect(p.content[0]?.pricing).toMatchObject({ crp: 12.5, netPrice: 12.5, totalPrice: 87.5 });
    const both = await c.as(token, listElementCalls.changeCrpAndQuantity, {
      params: { id: res.id },
      body: { elementId: id, crp: 2, quantity: 4, version: p.version },
    });
    expect(both.content[0]?.pricing.totalPrice).toBe(8);
    for (const body of [
      { elementId: id, value: 1_000_000, version: both.version },
      { elementId: id, value: -1, version: both.version },
      { elementId: id, value: 1.5, version: both.version },
    ]) {
      expect((await c.call(token, "PUT", `${BASE}/${res.id}/change-quantity`, body)).status).toBe(460);
    }
    const cents = await c.call(token, "PUT", `${BASE}/${res.id}/change-crp`, {
      elementId: id,
      value: 1.005,
      version: both.version,
    });
    expect(cents.status).toBe(460);
    const stale = await c.call(token, "PUT", `${BASE}/${res.id}/change-quantity`, {
      elementId: id,
      value: 9,
      version: p.version,
    });
    expect(stale.status).toBe(428);
    const other = await c.call(token, "PUT", `${BASE}/${res.id}/change-quantity`, {
      elementId: 999999,
      value: 9,
      version: both.version,
    });
    expect(other.status).toBe(464);
  });

  it("sorts by title, group, creation, and by a saved custom order (then CUSTOM)", async () => {
    const res = await listWith("Sorting", [p1, p2, p3]);
    const byTitle = await c.as(token, listElementCalls.sorting, {
      params: { id: res.id },
      body: { sortingType: "PRODUCT_TITLE", version: res.version },
    });
    const titles = byTitle.content.map((element) => element.product.title);
    expect(titles).toEqual([...titles].sort(compareTitles));
    const order = [...res.content].reverse().map((element) => element.id);
    const custom = await c.as(token, listElementCalls.customSort, {
      params: { id: res.id },
      body: { elementIds: order, version: byTitle.version },
    });
    expect(custom.sortingType).toBe("CUSTOM");
    expect(custom.content.map((element) => element.id)).toEqual(order);
    expect(custom.content.map((element) => element.sortOrder)).toEqual([0, 1, 2]);
    const partial = await c.call(token, "PUT", `${BASE}/${res.id}/sorting/custom-sort`, {
      elementIds: order.slice(1),
      version: custom.version,
    });
    expect(partial.status).toBe(460);
    const customViaSorting = await c.call(
      token,
      "PUT",
      `/api/product-lists/${res.id}/list-elements/sorting`,
      { sortingType: "CUSTOM", version: custom.version },
    );
    expect(customViaSorting.status).toBe(460);
  });

  it("removes elements and keeps the custom positions a permutation", async () => {
    const res = await listWith("Removing", [p1, p2, p3]);
    const after = await c.as(token, listElementCalls.remove, {
      params: { id: res.id },
      body: { ids: [res.content[1]?.id as number], version: res.version },
    });
    expect(products(after)).toEqual([p1, p3]);
    expect(after.content.map((element) => element.sortOrder).sort()).toEqual([0, 1]);
  });

  it("moves elements; duplicates in the target need a choice (409), then prices and quantities follow it", async () => {
    const from = await listWith("Move from", [p1, p2], 5);
    const to = await listWith("Move to", [p2], 1);
    const ids = from.content.map((element) => element.id);
    const path = `${BASE}/${from.id}/${to.id}/move`;
    const conflict = await c.call(token, "PUT", path, {
      elementIds: ids,
      version: from.version,
      targetVersion: to.version,
    });
    expect(conflict).toMatchObject({ status: 409, body: { resultKey: "PRODUCT_ALREADY_ADDED" } });
    expect(products(await c.elements(token, from.id))).toEqual([p1, p2]);

    const moved = await c.as(token, listElementCalls.move, {
      params: { from: from.id, to: to.id },
      body: {
        elementIds: ids,
        version: from.version,
        targetVersion: to.version,
        resolution: { prices: "ignore", quantities: "override" },
      },
    });
    expect(moved.content).toEqual([]);
    const target = await c.elements(token, to.id);
    expect(target.content.map((element) => [element.productId, element.quantity])).toEqual([
      [p2, 5],
      [p1, 5],
    ]);
    expect(target.version).toBe(to.version + 1);
  });

  it("adds several products to several lists, skipping duplicates and lists in another currency", async () => {
    const a = await listWith("Multi A", [p1]);
    const b = await c.create(token, "Multi B");
    const chf = (await t.services.database.db.select().from(currencies)).find((row) => row.title === "CHF");
    const foreign = await listsRepository.insert(t.services.database.db, {
      type: "personal",
      ownerId: (await listsRepository.find(t.services.database.db, [a.id]))[0]?.ownerId as number,
      title: "Foreign",
      currencyId: chf?.id as number,
    });
    const res = await c.as(token, listElementCalls.addToLists, {
      body: {
        listIds: [a.id, b.id, foreign.id],
        elements: [{ productId: p1 }, { productId: p4, quantity: 2 }],
      },
    });
    expect(res.results).toEqual([
      { listId: a.id, added: [p4], skipped: [{ productId: p1, reason: "DUPLICATE" }] },
      { listId: b.id, added: [p1, p4], skipped: [] },
      {
        listId: foreign.id,
        added: [],
        skipped: [
          { productId: p1, reason: "CURRENCY_MISMATCH" },
          { productId: p4, reason: "CURRENCY_MISMATCH" },
        ],
      },
    ]);
    const single = await c.call(token, "POST", `${BASE}/${foreign.id}`, {
      version: foreign.version,
      elements: [{ productId: p1 }],
    });
    expect(single).toMatchObject({ status: 409, body: { resultKey: "LIST_CURRENCY_MISMATCH" } });
  });

  it("lets nobody but the owner write, and partners in Austria add with their own currency", async () => {
    const res = await listWith("Private", [p1]);
    const basic = await bearerFor(t.app, EMAIL.basic);
    const write = await c.call(basic, "POST", `${BASE}/${res.id}`, {
      version: res.version,
      elements: [{ productId: p2 }],
    });
    expect(write.status).toBe(464);
    expect((await c.call(basic, "GET", `${BASE}/${res.id}`)).status).toBe(464);
    const partner = await bearerFor(t.app, EMAIL.partner);
    const own = await c.create(partner, "Partner list");
    const added = await c.add(partner, own.id, own.version, [p1]);
    expect(added.content[0]?.pricing).not.toHaveProperty("crp");
  });
});
