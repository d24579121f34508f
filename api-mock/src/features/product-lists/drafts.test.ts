import type { NotificationPage } from "@catalogue/core/api";
import { countrySharingCalls, shareDraftCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, listElements, mailOutbox, productLists, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let key: string;
let admin: string;
let basic: string;
let countryList: ProductList;
let germany: number;
let austria: number;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  key = await bearerFor(t.app, EMAIL.keyUser);
  admin = await bearerFor(t.app, EMAIL.admin);
  basic = await bearerFor(t.app, EMAIL.basic);
  const rows = await t.services.database.db.select().from(countries);
  germany = rows.find((row) => row.shortcut === "DE")?.id as number;
  austria = rows.find((row) => row.shortcut === "AT")?.id as number;
  const own = await c.create(key, "Curated ICU");
  await c.add(key, own.id, own.version, [p1, p2], 2);
  countryList = await c.as(key, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended", countryIds: [germany], subregions: [] },
  });
});
afterEach(async () => t.close());

const start = (token: string, listId = countryList.id) =>
  c.call<ProductList>(token, "POST", "/api/share-draft/start-draft", { listId });

describe("share drafts", () => {
  it("refuses a draft to users without the Key user role in every country of the list", async () => {
    const advanced = await bearerFor(t.app, EMAIL.advanced);
    expect(await start(advanced)).toMatchObject({
      status: 403,
      body: { resultKey: "INSUFFICIENT_PERMISSIONS" },
    });
    const own = await c.create(admin, "Two countries");
    const wide = await c.as(admin, countrySharingCalls.share, {
      params: { id: own.id },
      body: { note: "DE and AT", countryIds: [germany, austria], subregions: [] },
    });
    expect(await start(key, wide.id)).toMatchObject({
      status: 403,
      body: { resultKey: "INSUFFICIENT_PERMISSIONS" },
    });
  });

  it("names the country list's sharer as the author of the note a draft carries, not the draft's owner", async () => {
    const draft = await start(admin);
    expect(draft.body).toMatchObject({ note: "Recommended", noteAuthorName: "Karl Keyuser" });
    expect(draft.body.ownerName).not.toBe("Karl Keyuser");
    expect(countryList.noteAuthorName).toBe("Karl Keyuser");
  });

  it("starts one draft per list (DRAFT_TAKEN for the next) and never lets it add countries", async () => {
    const draft = await start(key);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      type: "draft",
      draft: true,
      sourceListId: countryList.id,
      numberOfProducts: 2,
    });
    expect(await start(admin)).toMatchObject({ status: 409, body: { resultKey: "DRAFT_TAKEN" } });
    const widen = await c.call(key, "PUT", `/api/share-draft/${draft.body.id}/edit`, {
      title: "Curated ICU",
      note: "Recommended",
      countryIds: [germany, austria],
      subregionIds: [],
      version: draft.body.version,
    });
    expect(widen).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRIES_CANNOT_BE_ADDED" } });
    expect((await c.as(key, shareDraftCalls.list, {})).map((d) => d.id)).toEqual([draft.body.id]);
  });

  it("publishes the edited draft over the list and tells its readers", async () => {
    const draft = (await start(key)).body;
    const id = draft.id;
    const edited = await c.as(key, shareDraftCalls.edit, {
      params: { id },
      body: {
        title: "Curated ICU 2027",
        note: "Updated for 2027",
        countryIds: [germany],
        subregionIds: [],
        version: draft.version,
      },
    });
    const added = await c.as(key, shareDraftCalls.addElements, {
      params: { id },
      body: { version: edited.version, elements: [{ productId: p3, quantity: 9 }] },
    });
    expect(added.content).toHaveLength(3);
    const published = await c.as(key, shareDraftCalls.publish, { params: { id }, body: {} });
    expect(published).toMatchObject({
      id: countryList.id,
      title: "Curated ICU 2027",
      numberOfProducts: 3,
      version: countryList.version + 1,
    });
    expect((await c.call(key, "GET", `/api/share-draft/${id}/details`)).status).toBe(464);

    const notes = await c.ok<NotificationPage>(basic, "GET", "/api/notifications/list");
    expect(notes.content[0]).toMatchObject({
      type: "PUBLIC_LIST_UPDATED",
      listId: countryList.id,
      listTitle: "Curated ICU 2027",
    });
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, EMAIL.basic));
    expect(mails.some((mail) => mail.subject.includes("Curated ICU 2027"))).toBe(true);
    const elements = await c.as(basic, countrySharingCalls.elements, { params: { id: countryList.id } });
    expect(elements.content.map((e) => e.productId)).toEqual([p1, p2, p3]);
  });

  it("answers DRAFT_UPDATE_CONFLICT when the list changed after the draft started, until a resolution is sent", async () => {
    const draft = (await start(key)).body;
    const db = t.services.database.db;
    // Another writer changes the country list after the draft started.
    t.clock.advance(1000);
    await db
      .update(productLists)
      .set({ lastUpdatedAt: t.clock.now })
      .where(eq(productLists.id, countryList.id));
    await db.update(listElements).set({ quantity: 50 }).where(eq(listElements.listId, countryList.id));
    const conflict = await c.call(key, "POST", `/api/share-draft/${draft.id}/publish-draft`, {});
    expect(conflict).toMatchObject({ status: 409, body: { resultKey: "DRAFT_UPDATE_CONFLICT" } });
    await c.as(key, shareDraftCalls.publish, {
      params: { id: draft.id },
      body: { resolution: { prices: "ignore", quantities: "override" } },
    });
    const elements = await c.as(key, countrySharingCalls.elements, { params: { id: countryList.id } });
    expect(elements.content.map((e) => e.quantity)).toEqual([50, 50]);
  });

  it("refuses a draft to a caller without a country (DRAFT_COUNTRY_MISMATCH) or in another currency", async () => {
    const db = t.services.database.db;
    const [switzerland] = await db.select().from(countries).where(eq(countries.shortcut, "CH"));
    await db.update(users).set({ countryId: null }).where(eq(users.email, EMAIL.admin));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    expect(await start(admin)).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRY_MISMATCH" } });
    await db
      .update(users)
      .set({ countryId: germany, currencyId: switzerland?.currencyId as number })
      .where(eq(users.email, EMAIL.admin));
    t.services.sessionCache.clear();
    expect(await start(admin)).toMatchObject({ status: 409, body: { resultKey: "DRAFT_CURRENCY_MISMATCH" } });
    const [de] = await db.select().from(countries).where(eq(countries.id, germany));
    await db
      .update(users)
      .set({ currencyId: de?.currencyId as number })
      .where(eq(users.email, EMAIL.admin));
    t.services.sessionCache.clear();
  });

  it("exports a draft under its own path and lets the owner discard it", async () => {
    const draft = (await start(key)).body;
    const res = await t.app.request(`/api/share-draft/${draft.id}/download-pdf`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect((await c.call(basic, "DELETE", `/api/share-draft/${draft.id}`)).status).toBe(464);
    expect((await c.call(key, "DELETE", `/api/share-draft/${draft.id}`)).status).toBe(204);
    expect(await c.as(key, shareDraftCalls.list, {})).toEqual([]);
  });
});
