import type { NotificationPage } from "@catalogue/core/api";
import { countrySharingCalls, shareDraftCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, userRoles, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Supplement 4: "A draft list of another country gives a draft copy." The Key user here also holds the Key user
// role in Germany (so may draft the German list) but has Austria (EUR, like Germany) as their country setting.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let admin: string;
let key: string;
let basic: string;
let germanList: ProductList;
let germany: number;
let austria: number;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

async function setKeyUserCountry(countryId: number): Promise<void> {
  await t.services.database.db.update(users).set({ countryId }).where(eq(users.email, EMAIL.keyUser));
  t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
}

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  admin = await bearerFor(t.app, EMAIL.admin);
  key = await bearerFor(t.app, EMAIL.keyUser);
  basic = await bearerFor(t.app, EMAIL.basic);
  const db = t.services.database.db;
  const rows = await db.select().from(countries);
  germany = rows.find((row) => row.shortcut === "DE")?.id as number;
  austria = rows.find((row) => row.shortcut === "AT")?.id as number;
  const [keyUser] = await db.select().from(users).where(eq(users.email, EMAIL.keyUser));
  await db.insert(userRoles).values({ userId: keyUser?.id as number, role: "KEY_USER", countryId: austria });
  const own = await c.create(admin, "Curated ICU DE");
  await c.add(admin, own.id, own.version, [p1, p2], 3);
  germanList = await c.as(admin, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended in Germany", countryIds: [germany], subregions: [] },
  });
  await setKeyUserCountry(austria);
});
afterEach(async () => t.close());

const start = (token: string, listId = germanList.id) =>
  c.call<ProductList>(token, "POST", "/api/share-draft/start-draft", { listId });

/** The Key user's draft copy of the German list, made inside the test that works on it. */
async function startCopy(): Promise<ProductList> {
  const res = await start(key);
  expect(res.status).toBe(200);
  return res.body;
}

describe("a draft of another country's list", () => {
  it("is a draft copy in the caller's country, with the list's elements and targets and no source list", async () => {
    const copy = await startCopy();
    expect(copy).toMatchObject({
      type: "draft",
      draft: true,
      sourceListId: null,
      countryId: austria,
      currency: germanList.currency,
      title: "Curated ICU DE",
      numberOfProducts: 2,
      sharedCountryIds: [germany],
    });
    expect(germanList.countryId).toBe(germany);
  });

  it("exists once per list and country (DRAFT_TAKEN), and does not take the list's own draft", async () => {
    await startCopy();
    expect(await start(key)).toMatchObject({ status: 409, body: { resultKey: "DRAFT_TAKEN" } });
    const own = await start(admin);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ sourceListId: germanList.id, countryId: germany });
    expect((await c.call(admin, "DELETE", `/api/share-draft/${own.body.id}`)).status).toBe(204);
  });

  it("may drop the list's targets but not add its own country", async () => {
    let copy = await startCopy();
    const widen = await c.call(key, "PUT", `/api/share-draft/${copy.id}/edit`, {
      title: "Curated ICU AT",
      note: "Adapted for Austria",
      countryIds: [germany, austria],
      subregionIds: [],
      version: copy.version,
    });
    expect(widen).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRIES_CANNOT_BE_ADDED" } });
    copy = await c.as(key, shareDraftCalls.edit, {
      params: { id: copy.id },
      body: {
        title: "Curated ICU AT",
        note: "Adapted for Austria",
        countryIds: [germany],
        subregionIds: [],
        version: copy.version,
      },
    });
    expect(copy.title).toBe("Curated ICU AT");
  });

  it("publishes as a new country list of the caller's country; the other country's list stays as it was", async () => {
    const started = await startCopy();
    const copy = await c.as(key, shareDraftCalls.edit, {
      params: { id: started.id },
      body: {
        title: "Curated ICU AT",
        note: "Adapted for Austria",
        countryIds: [germany],
        subregionIds: [],
        version: started.version,
      },
    });
    const published = await c.as(key, shareDraftCalls.publish, { params: { id: copy.id }, body: {} });
    expect(published).toMatchObject({
      id: copy.id,
      type: "countryShare",
      draft: false,
      countryId: austria,
      title: "Curated ICU AT",
      sharedCountryIds: [germany],
      numberOfProducts: 2,
    });
    const original = await c.as(admin, countrySharingCalls.details, { params: { id: germanList.id } });
    expect(original).toMatchObject({
      title: "Curated ICU DE",
      version: germanList.version,
      countryId: germany,
    });
    const readable = await c.as(basic, countrySharingCalls.list, {});
    expect(readable.map((list) => list.id).sort()).toEqual([germanList.id, copy.id].sort());
    const notes = await c.ok<NotificationPage>(basic, "GET", "/api/notifications/list");
    expect(notes.content[0]).toMatchObject({ type: "PUBLIC_LIST_UPDATED", listId: copy.id });
    expect(await c.as(key, shareDraftCalls.list, {})).toEqual([]);
  });

  it("refuses writes once the caller's country setting is no longer the draft's (DRAFT_COUNTRY_MISMATCH); delete still works", async () => {
    const next = (await start(key)).body;
    expect(next).toMatchObject({ type: "draft", countryId: austria });
    await setKeyUserCountry(germany);
    const touch = await c.call(key, "PUT", `/api/share-draft/${next.id}/update-edit-date`, {
      version: next.version,
    });
    expect(touch).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRY_MISMATCH" } });
    const add = await c.call(key, "POST", `/api/share-draft/${next.id}/draft-elements`, {
      version: next.version,
      elements: [{ productId: p3, quantity: 1 }],
    });
    expect(add).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRY_MISMATCH" } });
    const publish = await c.call(key, "POST", `/api/share-draft/${next.id}/publish-draft`, {});
    expect(publish).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRY_MISMATCH" } });
    expect((await c.call(key, "DELETE", `/api/share-draft/${next.id}`)).status).toBe(204);
  });

  it("two parallel starts of one copy make one copy; the other answers DRAFT_TAKEN", async () => {
    const answers = await Promise.all([start(key), start(key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ resultKey: "DRAFT_TAKEN" });
    expect(await c.as(key, shareDraftCalls.list, {})).toHaveLength(1);
  });

  it("publishes a copy once when two publish requests race; the readers are told once", async () => {
    const copy = await startCopy();
    const before = (await c.ok<NotificationPage>(basic, "GET", "/api/notifications/list?size=100"))
      .totalCount;
    const answers = await Promise.all([
      c.call(key, "POST", `/api/share-draft/${copy.id}/publish-draft`, {}),
      c.call(key, "POST", `/api/share-draft/${copy.id}/publish-draft`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 464]);
    const after = await c.ok<NotificationPage>(basic, "GET", "/api/notifications/list?size=100");
    expect(after.totalCount).toBe(before + 1);
  });
});
