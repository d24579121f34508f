import { productListCalls } from "@catalogue/core/api/catalogue";
import type { ListOfListsSort, ProductList } from "@catalogue/core/model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";
import { DEFAULT_LIST_TITLE } from "./product-lists.service";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: string;
let basic: string;
let partner: string;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  advanced = await bearerFor(t.app, EMAIL.advanced);
  basic = await bearerFor(t.app, EMAIL.basic);
  partner = await bearerFor(t.app, EMAIL.partner);
});
afterEach(async () => t.close());

describe("personal lists", () => {
  it("gives every user a default list on first use, once, that cannot be removed", async () => {
    const [first, again] = await Promise.all([c.lists(advanced), c.lists(advanced)]);
    expect(first.map((list) => list.title)).toEqual([DEFAULT_LIST_TITLE]);
    expect(again).toHaveLength(1);
    const defaultList = first[0] as ProductList;
    expect(defaultList).toMatchObject({ defaultList: true, currency: "EUR", type: "personal", version: 1 });

    const res = await c.call(advanced, "DELETE", "/api/product-lists/list", { ids: [defaultList.id] });
    expect(res).toMatchObject({ status: 409, body: { resultKey: "DEFAULT_LIST_CANNOT_BE_REMOVED" } });
  });

  it("creates lists with unique names (trimmed, any case: 460 INVALID_UNIQUE_VALUE) and the form rules", async () => {
    const created = await c.create(advanced, "Ward A", "ICU ward");
    expect(created).toMatchObject({
      title: "Ward A",
      description: "ICU ward",
      numberOfProducts: 0,
      ownerName: "Arne Advanced",
    });

    const clash = await c.call(advanced, "POST", "/api/product-lists/list", { title: " ward a " });
    expect(clash).toMatchObject({ status: 460, body: { resultKey: "INVALID_UNIQUE_VALUE" } });
    const long = await c.call(advanced, "POST", "/api/product-lists/list", { title: "x".repeat(201) });
    expect(long.status).toBe(460);
    const blank = await c.call(advanced, "POST", "/api/product-lists/list", { title: "   " });
    expect(blank.status).toBe(460);
    // Another user may use the same name.
    expect((await c.create(basic, "Ward A")).title).toBe("Ward A");
  });

  it("renames with the version read; a stale version answers 428 and writes nothing", async () => {
    const list = await c.create(advanced, "Rename me");
    const renamed = await c.as(advanced, productListCalls.update, {
      params: { id: list.id },
      body: { title: "Renamed", description: "new", version: list.version },
    });
    expect(renamed).toMatchObject({
      title: "Renamed",
      version: list.version + 1,
      lastEditorName: "Arne Advanced",
    });

    const stale = await c.call(advanced, "PUT", `/api/product-lists/list/${list.id}`, {
      title: "Lost",
      version: list.version,
    });
    expect(stale).toMatchObject({ status: 428, body: { resultKey: "OPTIMISTIC_LOCK" } });
    expect((await c.list(advanced, list.id)).title).toBe("Renamed");
  });

  it("hides other users' lists (464) and removes several lists at once, keeping the default", async () => {
    const a = await c.create(advanced, "Remove A");
    const b = await c.create(advanced, "Remove B");
    expect((await c.call(basic, "GET", `/api/product-lists/${a.id}`)).status).toBe(464);
    expect((await c.call(basic, "DELETE", "/api/product-lists/list", { ids: [a.id] })).status).toBe(464);

    const defaultId = (await c.lists(advanced)).find((list) => list.defaultList)?.id as number;
    const result = await c.as(advanced, productListCalls.remove, { body: { ids: [a.id, b.id, defaultId] } });
    expect(result).toEqual({ removed: [a.id, b.id].sort((x, y) => x - y), kept: [defaultId] });
    expect((await c.call(advanced, "GET", `/api/product-lists/${a.id}`)).status).toBe(464);
  });

  it("sorts the list of lists: last modified by default, alphabetical, by product counts", async () => {
    const token = await bearerFor(t.app, EMAIL.advancedPlus);
    const zulu = await c.create(token, "zulu");
    t.clock.advance(1000);
    const alpha = await c.create(token, "Alpha");
    t.clock.advance(1000);
    await c.add(token, zulu.id, zulu.version, [p1, p2]);
    const titles = async (sort?: ListOfListsSort) => (await c.lists(token, sort)).map((list) => list.title);
    expect((await titles())[0]).toBe("zulu");
    expect(await titles("ALPHABETICAL")).toEqual(["Alpha", DEFAULT_LIST_TITLE, "zulu"]);
    expect((await titles("MAX_PRODUCTS"))[0]).toBe("zulu");
    expect((await titles("CREATION_DATE"))[0]).toBe(alpha.title);
    expect((await c.call(token, "GET", "/api/product-lists/list?sort=BOGUS")).status).toBe(460);
  });

  it("copies a list with its elements, named '(copy)' or with a chosen unique title", async () => {
    const source = await c.create(advanced, "Source");
    await c.add(advanced, source.id, source.version, [p1, p2], 3);
    const copy = await c.as(advanced, productListCalls.copy, { params: { id: source.id } });
    expect(copy).toMatchObject({ title: "Source (copy)", numberOfProducts: 2, sourceListId: source.id });
    const again = await c.as(advanced, productListCalls.copy, { params: { id: source.id } });
    expect(again.title).toBe("Source (copy) 2");
    const named = await c.as(advanced, productListCalls.copyWithTitle, {
      params: { id: source.id },
      body: { title: "Quote 7" },
    });
    expect((await c.elements(advanced, named.id)).content.map((e) => [e.productId, e.quantity])).toEqual([
      [p1, 3],
      [p2, 3],
    ]);
    const taken = await c.call(advanced, "POST", `/api/product-lists/list/${source.id}/copy-with-title`, {
      title: "quote 7",
    });
    expect(taken).toMatchObject({ status: 460, body: { resultKey: "INVALID_UNIQUE_VALUE" } });
  });

  it("pins and unpins for the caller only; pinned lists come from /pinned-lists/list", async () => {
    const list = await c.create(advanced, "Pinned one");
    const pinned = await c.as(advanced, productListCalls.pin, { params: { id: list.id } });
    expect(pinned.pinned).toBe(true);
    expect(pinned.version).toBe(list.version);
    expect((await c.as(advanced, productListCalls.pinned, {})).map((l) => l.id)).toEqual([list.id]);
    expect((await c.call(basic, "PUT", `/api/product-lists/list/${list.id}/pin`)).status).toBe(464);
    await c.as(advanced, productListCalls.unpin, { params: { id: list.id } });
    expect(await c.as(advanced, productListCalls.pinned, {})).toEqual([]);
  });

  it("shows totals only to callers who may see prices", async () => {
    const priced = await c.create(advanced, "Totals");
    await c.add(advanced, priced.id, priced.version, [p1, p3], 2);
    const view = await c.list(advanced, priced.id);
    expect(view.totalAmount).toBeGreaterThan(0);
    expect(view.totalGgp).toBeTypeOf("number");

    const basicList = await c.create(basic, "No prices");
    await c.add(basic, basicList.id, basicList.version, [p1]);
    const basicView = await c.list(basic, basicList.id);
    expect(basicView).not.toHaveProperty("totalAmount");
    expect((await c.elements(basic, basicList.id)).content[0]?.pricing).not.toHaveProperty("crp");
  });

  it("lets accepted partners keep lists and refuses partners not accepted (403 with the partner key)", async () => {
    expect((await c.lists(partner)).length).toBe(1);
    const pending = await bearerFor(t.app, EMAIL.pendingPartner);
    const res = await c.call(pending, "GET", "/api/product-lists/list");
    expect(res).toMatchObject({ status: 403, body: { resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING" } });
  });
});
