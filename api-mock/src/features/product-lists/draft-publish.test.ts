import type { NotificationPage } from "@catalogue/core/api";
import { countrySharingCalls, listElementCalls, shareDraftCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { and, asc, eq, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, listElements, mailOutbox, productLists, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Countries may be dropped, never added; the list's readers get PUBLIC_LIST_UPDATED
// and an e-mail when their updatedCountryShareNotification is on; the update conflict and its choices. Anna
// (Advanced plus) is moved to Austria, so the list has a reader in each of its two countries; Arne (Advanced) has
// updatedCountryShareNotification off.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<string, string> = {};
let list: ProductList;
let germany: number;
let austria: number;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];
const ROLES = ["admin", "keyUser", "advancedPlus", "advanced", "basic", "partner"] as const;

const db = () => t.services.database.db;
const notices = async (role: string) =>
  (
    await c.ok<NotificationPage>(token[role] as string, "GET", "/api/notifications/list?size=100")
  ).content.filter((note) => note.type === "PUBLIC_LIST_UPDATED" && note.listId === list.id);
const mailsTo = async (email: string, title: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, `%${title}%`)));

async function draftOf(title: string, countryIds: number[]): Promise<ProductList> {
  const draft = await c.as(token.admin as string, shareDraftCalls.start, { body: { listId: list.id } });
  return c.as(token.admin as string, shareDraftCalls.edit, {
    params: { id: draft.id },
    body: { title, note: "Reviewed", countryIds, subregionIds: [], version: draft.version },
  });
}

/** Publishes a new version of the list through a draft of the admin's, as a test's first step. */
async function publish(title: string, countryIds: number[]): Promise<ProductList> {
  const draft = await draftOf(title, countryIds);
  return c.as(token.admin as string, shareDraftCalls.publish, { params: { id: draft.id }, body: {} });
}

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  const rows = await db().select().from(countries);
  germany = rows.find((row) => row.shortcut === "DE")?.id as number;
  austria = rows.find((row) => row.shortcut === "AT")?.id as number;
  await db().update(users).set({ countryId: austria }).where(eq(users.email, EMAIL.advancedPlus));
  await db()
    .update(users)
    .set({ updatedCountryShareNotification: false })
    .where(eq(users.email, EMAIL.advanced));
  for (const role of ROLES) token[role] = await bearerFor(t.app, EMAIL[role]);
  const own = await c.create(token.admin as string, "Curated ICU");
  await c.as(token.admin as string, listElementCalls.add, {
    params: { id: own.id },
    body: {
      version: own.version,
      elements: [
        { productId: p1, quantity: 2, crp: 100 },
        { productId: p2, quantity: 1, crp: 50 },
      ],
    },
  });
  list = await c.as(token.admin as string, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "For Germany and Austria", countryIds: [germany, austria], subregions: [] },
  });
});
afterEach(async () => t.close());

describe("publishing a draft", () => {
  it("tells every internal reader of its countries (PUBLIC_LIST_UPDATED), never the publisher or partners", async () => {
    await publish("Curated ICU v2", [germany, austria]);
    for (const role of ["keyUser", "advancedPlus", "advanced", "basic"]) {
      expect(await notices(role), role).toEqual([
        expect.objectContaining({ listTitle: "Curated ICU v2", listOwnerName: "Ada Admin", read: false }),
      ]);
    }
    expect(await notices("admin")).toEqual([]);
    expect(await notices("partner")).toEqual([]);
    expect(await c.as(token.partner as string, countrySharingCalls.list, {})).toEqual([]);
  });

  it("mails only readers whose updatedCountryShareNotification is on", async () => {
    await publish("Curated ICU v2", [germany, austria]);
    expect(await mailsTo(EMAIL.basic, "Curated ICU v2")).toHaveLength(1);
    expect(await mailsTo(EMAIL.advancedPlus, "Curated ICU v2")).toHaveLength(1);
    expect(await mailsTo(EMAIL.advanced, "Curated ICU v2")).toEqual([]);
    expect(await mailsTo(EMAIL.partner, "Curated ICU v2")).toEqual([]);
    expect(await mailsTo(EMAIL.admin, "Curated ICU v2")).toEqual([]);
  });

  it("may drop a country: its readers lose the list and are not told; the others are", async () => {
    await publish("Curated ICU v2", [germany, austria]);
    t.clock.advance(1000);
    const published = await publish("Curated ICU DE only", [germany]);
    expect(published).toMatchObject({
      id: list.id,
      sharedCountryIds: [germany],
      title: "Curated ICU DE only",
    });
    const inAustria = await c.as(token.advancedPlus as string, countrySharingCalls.list, {});
    expect(inAustria.map((shown) => shown.id)).not.toContain(list.id);
    expect(
      (await c.call(token.advancedPlus as string, "GET", `/api/country-sharing/${list.id}/details`)).status,
    ).toBe(464);
    expect((await notices("advancedPlus")).map((note) => note.listTitle)).toEqual(["Curated ICU v2"]);
    expect((await notices("basic")).map((note) => note.listTitle)).toEqual([
      "Curated ICU DE only",
      "Curated ICU v2",
    ]);
    expect(await mailsTo(EMAIL.advancedPlus, "Curated ICU DE only")).toEqual([]);
  });

  it("never adds a country back (DRAFT_COUNTRIES_CANNOT_BE_ADDED), for Key users and admins alike", async () => {
    await publish("Curated ICU DE only", [germany]);
    const draft = await c.as(token.admin as string, shareDraftCalls.start, { body: { listId: list.id } });
    const widen = await c.call(token.admin as string, "PUT", `/api/share-draft/${draft.id}/edit`, {
      title: "Back to Austria",
      note: "x",
      countryIds: [germany, austria],
      subregionIds: [],
      version: draft.version,
    });
    expect(widen).toMatchObject({ status: 409, body: { resultKey: "DRAFT_COUNTRIES_CANNOT_BE_ADDED" } });
    expect((await c.call(token.admin as string, "DELETE", `/api/share-draft/${draft.id}`)).status).toBe(204);
    expect((await c.call(token.admin as string, "GET", `/api/share-draft/${draft.id}/details`)).status).toBe(
      464,
    );
  });

  it("resolves the update conflict with override prices / ignore quantities; products only the list has are kept", async () => {
    const draft = await draftOf("Curated ICU v3", [germany]);
    t.clock.advance(1000);
    // Another writer changed the country list after the draft started: new prices, quantities and a product.
    await db().update(listElements).set({ crp: 999, quantity: 50 }).where(eq(listElements.listId, list.id));
    await db()
      .insert(listElements)
      .values({ listId: list.id, productId: p3, quantity: 7, crp: 10, sortOrder: 9 });
    await db().update(productLists).set({ lastUpdatedAt: t.clock.now }).where(eq(productLists.id, list.id));
    const conflict = await c.call(
      token.admin as string,
      "POST",
      `/api/share-draft/${draft.id}/publish-draft`,
      {},
    );
    expect(conflict).toMatchObject({ status: 409, body: { resultKey: "DRAFT_UPDATE_CONFLICT" } });
    await c.as(token.admin as string, shareDraftCalls.publish, {
      params: { id: draft.id },
      body: { resolution: { prices: "override", quantities: "ignore" } },
    });
    const rows = await db()
      .select()
      .from(listElements)
      .where(eq(listElements.listId, list.id))
      .orderBy(asc(listElements.sortOrder));
    expect(rows.map((row) => [row.productId, row.quantity, row.crp])).toEqual([
      [p1, 2, 999],
      [p2, 1, 999],
      [p3, 7, 10],
    ]);
  });

  it("lets the readers' notifications expire 30 days after they were made", async () => {
    await publish("Curated ICU v2", [germany, austria]);
    const [note] = await notices("basic");
    expect(Date.parse(note?.expiresAt as string) - Date.parse(note?.createdAt as string)).toBe(
      30 * 24 * 3600_000,
    );
    t.clock.advance(31 * 24 * 3600_000);
    token.basic = await bearerFor(t.app, EMAIL.basic); // sessions end after 12 hours
    expect(await notices("basic")).toEqual([]);
  });
});
