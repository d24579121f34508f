import type { OfflineChange, OfflineSyncResponse } from "@catalogue/core/api";
import {
  countrySharingCalls,
  listElementCalls,
  offlineSyncCalls,
  productListCalls,
  shareDraftCalls,
} from "@catalogue/core/api/catalogue";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencies, listElements, users } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { type TestUser, userLike } from "../../testing/test-users";
import { EMAIL, listsClient } from "../product-lists/lists-test-client.fixture";
import { SEED } from "../products/catalogue-oracle.fixture";

// Supplement 7 (POST /offline/sync): edits made offline are merged into the lists as they are now: an edit lands
// when the value is still the one the user saw, a value someone changed meanwhile is kept (core spec 8, 428), a
// product added meanwhile stays as the list holds it (core spec 4.7). The oracle is the database read back.

const [p1, p2, p3, p4] = SEED.products.map((row) => row.id) as [number, number, number, number];

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
});
afterAll(async () => t.close());

let changeIds = 0;
const quantity = (listId: number, productId: number, base: number, value: number): OfflineChange => ({
  changeId: `c${++changeIds}`,
  listId,
  productId,
  kind: "quantity",
  base,
  value,
});
const crp = (
  listId: number,
  productId: number,
  base: number | null,
  value: number | null,
): OfflineChange => ({
  changeId: `c${++changeIds}`,
  listId,
  productId,
  kind: "crp",
  base,
  value,
});
const add = (listId: number, productId: number, qty: number, price?: number | null): OfflineChange => ({
  changeId: `c${++changeIds}`,
  listId,
  productId,
  kind: "add",
  quantity: qty,
  ...(price === undefined ? {} : { crp: price }),
});

const sync = (user: TestUser, changes: OfflineChange[]) =>
  c.as(user.token, offlineSyncCalls.sync, { body: { changes } });

/** A list of `user`'s holding p1 (3 packages, CRP 10) and p2 (5 packages, CRP 20), as the user last saw it. */
async function wardList(user: TestUser, title: string) {
  const list = await c.create(user.token, title);
  await c.as(user.token, listElementCalls.add, {
    params: { id: list.id },
    body: {
      version: list.version,
      elements: [
        { productId: p1, quantity: 3, crp: 10 },
        { productId: p2, quantity: 5, crp: 20 },
      ],
    },
  });
  return c.list(user.token, list.id);
}

/** The list's elements as stored: product id → quantity and CRP. */
async function stored(listId: number) {
  const rows = await db().select().from(listElements).where(eq(listElements.listId, listId));
  return Object.fromEntries(
    [...rows]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((row) => [row.productId, { quantity: row.quantity, crp: row.crp }]),
  );
}

const outcomes = (response: OfflineSyncResponse) => response.results.map((result) => result.outcome);
const elementOf = async (user: TestUser, listId: number, productId: number) =>
  (await c.elements(user.token, listId)).content.find((element) => element.productId === productId);

describe("offline sync (supplement 7)", () => {
  it("applies edits whose base is still the list's value, chains edits of one element, and bumps the version once", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 1");
    // Opened before the sync, so its elements and answer are cached at the old version.
    expect((await elementOf(user, list.id, p1))?.quantity).toBe(3);
    const changes = [
      quantity(list.id, p1, 3, 4),
      quantity(list.id, p1, 4, 6),
      crp(list.id, p2, 20, 18.5),
      add(list.id, p3, 2, 7.25),
    ];
    const response = await sync(user, changes);

    expect(outcomes(response)).toEqual(["APPLIED", "APPLIED", "APPLIED", "APPLIED"]);
    expect(response.results.map((r) => r.changeId)).toEqual(changes.map((change) => change.changeId));
    expect(response.lists).toEqual([{ listId: list.id, version: list.version + 1 }]);
    expect(await stored(list.id)).toEqual({
      [p1]: { quantity: 6, crp: 10 },
      [p2]: { quantity: 5, crp: 18.5 },
      [p3]: { quantity: 2, crp: 7.25 },
    });
    // The next open shows the sync (no cached answer of the old version is served).
    expect((await elementOf(user, list.id, p1))?.quantity).toBe(6);
    expect((await c.list(user.token, list.id)).version).toBe(list.version + 1);
  });

  it("keeps a quantity changed meanwhile through the normal call and reports it; the other values still land", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 2");
    const e1 = await elementOf(user, list.id, p1);
    await c.as(user.token, listElementCalls.changeQuantity, {
      params: { id: list.id },
      body: { elementId: e1?.id as number, value: 9, version: list.version },
    });
    const response = await sync(user, [quantity(list.id, p1, 3, 4), crp(list.id, p1, 10, 11)]);

    expect(response.results).toEqual([
      expect.objectContaining({ outcome: "CONFLICT", serverValue: 9, listId: list.id, productId: p1 }),
      expect.objectContaining({ outcome: "APPLIED" }),
    ]);
    expect((await stored(list.id))[p1]).toEqual({ quantity: 9, crp: 11 });
  });

  it("answers a product added meanwhile as DUPLICATE and keeps the list's element", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 3");
    const response = await sync(user, [add(list.id, p1, 8, 1)]);

    expect(response.results).toEqual([expect.objectContaining({ outcome: "DUPLICATE", serverValue: 3 })]);
    expect(response.lists).toEqual([{ listId: list.id, version: list.version }]);
    expect((await stored(list.id))[p1]).toEqual({ quantity: 3, crp: 10 });
  });

  it("answers an edit of an element removed meanwhile as ELEMENT_GONE and adds nothing back", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 4");
    const e2 = await elementOf(user, list.id, p2);
    await c.as(user.token, listElementCalls.remove, {
      params: { id: list.id },
      body: { ids: [e2?.id as number], version: list.version },
    });
    const response = await sync(user, [quantity(list.id, p2, 5, 6), crp(list.id, p2, 20, 1)]);

    expect(outcomes(response)).toEqual(["ELEMENT_GONE", "ELEMENT_GONE"]);
    expect(Object.keys(await stored(list.id))).toEqual([String(p1)]);
  });

  it("answers edits to a removed list and to another user's list as LIST_GONE and changes neither", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const other = await userLike(t, EMAIL.advanced);
    const removed = await wardList(user, "Ward 5");
    const theirs = await wardList(other, "Their ward");
    await c.as(user.token, productListCalls.remove, { body: { ids: [removed.id] } });
    const response = await sync(user, [quantity(removed.id, p1, 3, 4), quantity(theirs.id, p1, 3, 4)]);

    expect(outcomes(response)).toEqual(["LIST_GONE", "LIST_GONE"]);
    expect(response.lists).toEqual([]);
    expect((await stored(theirs.id))[p1]).toEqual({ quantity: 3, crp: 10 });
    expect((await c.list(other.token, theirs.id)).version).toBe(theirs.version);
  });

  it("takes edits to the caller's draft of a country list, never to the country list itself", async () => {
    const key = await userLike(t, EMAIL.keyUser);
    const reader = await userLike(t, EMAIL.advanced);
    const own = await wardList(key, "Curated ward");
    const germany = SEED.countries.find((country) => country.shortcut === "DE")?.id as number;
    const countryList = await c.as(key.token, countrySharingCalls.share, {
      params: { id: own.id },
      body: { note: "Recommended", countryIds: [germany], subregions: [] },
    });
    const draft = await c.as(key.token, shareDraftCalls.start, { body: { listId: countryList.id } });
    const response = await sync(key, [
      quantity(countryList.id, p1, 3, 4),
      quantity(draft.id, p1, 3, 4),
      add(draft.id, p3, 1),
    ]);
    const byReader = await sync(reader, [quantity(countryList.id, p1, 3, 4)]);

    expect(outcomes(response)).toEqual(["LIST_GONE", "APPLIED", "APPLIED"]);
    expect(outcomes(byReader)).toEqual(["LIST_GONE"]);
    expect((await stored(countryList.id))[p1]?.quantity).toBe(3);
    expect((await stored(draft.id))[p1]?.quantity).toBe(4);

    // Supplement 4: once the Key user's country is no longer the draft's, the draft takes no more edits.
    const austria = SEED.countries.find((country) => country.shortcut === "AT")?.id as number;
    await db().update(users).set({ countryId: austria }).where(eq(users.id, key.id));
    t.services.sessionCache.clear();
    expect(outcomes(await sync(key, [quantity(draft.id, p1, 4, 5)]))).toEqual(["LIST_GONE"]);
  });

  it("answers an add of a product the catalogue does not hold, or to a list in another currency, as PRODUCT_UNAVAILABLE", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 6");
    const unknown = Math.max(...SEED.products.map((row) => row.id)) + 1000;
    expect(outcomes(await sync(user, [add(list.id, unknown, 1)]))).toEqual(["PRODUCT_UNAVAILABLE"]);

    // The user moves to another currency: their EUR list takes no more products (core spec 5), edits still land.
    const [other] = await db().select().from(currencies).where(sql`${currencies.title} <> 'EUR'`).limit(1);
    await db()
      .update(users)
      .set({ currencyId: other?.id as number })
      .where(eq(users.id, user.id));
    t.services.sessionCache.clear();
    const response = await sync(user, [add(list.id, p4, 1), quantity(list.id, p1, 3, 4)]);

    expect(outcomes(response)).toEqual(["PRODUCT_UNAVAILABLE", "APPLIED"]);
    expect(Object.keys(await stored(list.id))).not.toContain(String(p4));
  });

  it("gives an added product without a CRP the CRP the online add gives it; null adds it without one", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const online = await c.create(user.token, "Ward 7 online");
    await c.add(user.token, online.id, online.version, [p3]);
    const offline = await c.create(user.token, "Ward 7");
    const response = await sync(user, [add(offline.id, p3, 1), add(offline.id, p4, 1, null)]);

    expect(outcomes(response)).toEqual(["APPLIED", "APPLIED"]);
    const rows = await stored(offline.id);
    expect(rows[p3]?.crp).toEqual(expect.any(Number));
    expect(rows[p3]?.crp).toBe((await stored(online.id))[p3]?.crp);
    expect(rows[p4]?.crp).toBeNull();
  });

  it("sends a user who may not see prices no CRP in a conflict", async () => {
    const user = await userLike(t, EMAIL.basic);
    const list = await wardList(user, "Ward 8");
    const response = await sync(user, [crp(list.id, p1, 99, 98), quantity(list.id, p2, 1, 2)]);

    expect(response.results[0]).toEqual(expect.not.objectContaining({ serverValue: expect.anything() }));
    expect(response.results[0]?.outcome).toBe("CONFLICT");
    expect(response.results[1]).toEqual(expect.objectContaining({ outcome: "CONFLICT", serverValue: 5 }));
  });

  it("refuses a malformed body with 460 and writes nothing", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 9");
    const bad = [
      { changes: [] },
      { changes: [{ ...quantity(list.id, p1, 3, 4), value: -1 }] },
      { changes: [{ ...crp(list.id, p1, 10, 1.234) }] },
      { changes: [{ ...quantity(list.id, p1, 3, 4), kind: "discount" }] },
      { changes: Array.from({ length: 501 }, () => quantity(list.id, p1, 3, 4)) },
      { changes: [{ ...quantity(list.id, p1, 3, 4), changeId: "" }] },
    ];
    for (const body of bad) {
      const res = await c.call(user.token, "POST", "/api/offline/sync", body);
      expect(res.status, JSON.stringify(body)).toBe(460);
    }
    expect((await stored(list.id))[p1]).toEqual({ quantity: 3, crp: 10 });
  });

  it("serves the same call under /v2", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const list = await wardList(user, "Ward 10");
    const response = await c.ok<OfflineSyncResponse>(user.token, "POST", "/api/v2/offline/sync", {
      changes: [quantity(list.id, p1, 3, 4), add(list.id, p1, 1)],
    });

    expect(outcomes(response)).toEqual(["APPLIED", "DUPLICATE"]);
    expect((await stored(list.id))[p1]?.quantity).toBe(4);
  });

  it("writes nothing when a write fails mid-way: the whole sync is one transaction", async () => {
    const user = await userLike(t, EMAIL.advanced);
    const first = await wardList(user, "Ward 11");
    const second = await wardList(user, "Ward 12");
    // The database refuses one quantity, so the sync fails after the first list is written.
    await db().execute(sql`
      CREATE FUNCTION refuse_4242() RETURNS trigger AS $$
      BEGIN
        IF NEW.quantity = 4242 THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db().execute(
      sql`CREATE TRIGGER refuse_4242 BEFORE UPDATE ON list_elements FOR EACH ROW EXECUTE FUNCTION refuse_4242()`,
    );
    try {
      const res = await c.call(user.token, "POST", "/api/offline/sync", {
        changes: [quantity(first.id, p1, 3, 4), add(first.id, p3, 1), quantity(second.id, p1, 3, 4242)],
      });
      expect(res.status).toBe(500);
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_4242 ON list_elements`);
      await db().execute(sql`DROP FUNCTION refuse_4242`);
    }

    expect(Object.keys(await stored(first.id))).toEqual([String(p1), String(p2)]);
    expect((await stored(first.id))[p1]).toEqual({ quantity: 3, crp: 10 });
    expect((await c.list(user.token, first.id)).version).toBe(first.version);
    expect((await c.list(user.token, second.id)).version).toBe(second.version);
  });
});
