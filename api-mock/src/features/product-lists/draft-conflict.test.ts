import type { NotificationPage } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, listElements, userRoles, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 4.7 / supplement 4: the update conflict arises from what two Key users do, with no write behind the
// API's back. Karl (Key user B) curates a German list from his own list; Anna, made a Key user in Germany (A),
// starts a draft of it; Karl shares his list again, which publishes a newer version of the same country list; A's
// publish then answers DRAFT_UPDATE_CONFLICT until she chooses how to take the newer prices and quantities.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let keyB: string;
let keyA: string;
let basic: string;
let germany: number;
let own: ProductList;
let curated: ProductList;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

const db = () => t.services.database.db;
const shareToGermany = (id: number, note: string) =>
  c.ok<ProductList>(keyB, "POST", `/api/country-sharing/${id}/share`, {
    note,
    countryIds: [germany],
    subregions: [],
  });
const startDraft = () =>
  c.call<ProductList>(keyA, "POST", "/api/share-draft/start-draft", { listId: curated.id });
const publish = (draftId: number, body: unknown = {}) =>
  c.call<ProductList>(keyA, "POST", `/api/share-draft/${draftId}/publish-draft`, body);
const rowsOf = async (listId: number) =>
  (
    await db()
      .select()
      .from(listElements)
      .where(eq(listElements.listId, listId))
      .orderBy(asc(listElements.sortOrder))
  ).map((row) => [row.productId, row.quantity, row.crp]);

/** B changes his own list: p1 gets a new quantity and price, p3 is added. */
async function keyUserBChangesOwnList(): Promise<void> {
  const elements = await c.elements(keyB, own.id);
  const first = elements.content.find((element) => element.productId === p1);
  const changed = await c.ok<{ version: number }>(
    keyB,
    "PUT",
    `/api/product-lists/list-elements/${own.id}/change-crp-and-quantity`,
    { elementId: first?.id, quantity: 5, crp: 120, version: elements.version },
  );
  await c.add(keyB, own.id, changed.version, [p3], 7);
}

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  const [de] = await db().select().from(countries).where(eq(countries.shortcut, "DE"));
  germany = de?.id as number;
  const [anna] = await db()
    .update(users)
    .set({ role: "KEY_USER" })
    .where(eq(users.email, EMAIL.advancedPlus))
    .returning();
  await db()
    .delete(userRoles)
    .where(eq(userRoles.userId, anna?.id as number));
  await db()
    .insert(userRoles)
    .values({ userId: anna?.id as number, role: "KEY_USER", countryId: germany });
  t.services.sessionCache.clear(); // direct SQL writes bypass the repositories
  keyB = await bearerFor(t.app, EMAIL.keyUser);
  keyA = await bearerFor(t.app, EMAIL.advancedPlus);
  basic = await bearerFor(t.app, EMAIL.basic);
  own = await c.create(keyB, "ICU starter set");
  await c.ok(keyB, "POST", `/api/product-lists/list-elements/${own.id}`, {
    version: own.version,
    elements: [
      { productId: p1, quantity: 2, crp: 100 },
      { productId: p2, quantity: 1, crp: 50 },
    ],
  });
  curated = await shareToGermany(own.id, "For German ICUs");
});
afterEach(async () => t.close());

/** A starts a draft; then B changes his list and shares it again, which publishes a newer version. */
async function draftThenNewerVersion(): Promise<{ draft: ProductList; again: ProductList }> {
  const draft = (await startDraft()).body;
  expect(draft).toMatchObject({ type: "draft", sourceListId: curated.id });
  t.clock.advance(60_000);
  await keyUserBChangesOwnList();
  return { draft, again: await shareToGermany(own.id, "Updated prices") };
}

describe("a newer version published while another Key user drafts", () => {
  it("sharing the same list again publishes a newer version of the same country list, and its readers are told", async () => {
    const { draft, again } = await draftThenNewerVersion();

    expect(again).toMatchObject({ id: curated.id, type: "countryShare", numberOfProducts: 3 });
    expect(again.version).toBeGreaterThan(curated.version);
    expect(Date.parse(again.lastUpdatedAt)).toBeGreaterThan(Date.parse(draft.createdAt));
    const curatedIds = (await c.ok<ProductList[]>(basic, "GET", "/api/country-sharing/list")).map(
      (l) => l.id,
    );
    expect(curatedIds).toEqual([curated.id]);
    const notes = await c.ok<NotificationPage>(basic, "GET", "/api/notifications/list?size=100");
    expect(notes.content.filter((n) => n.type === "PUBLIC_LIST_UPDATED" && n.listId === curated.id)).toEqual([
      expect.objectContaining({ listTitle: "ICU starter set", listOwnerName: "Karl Keyuser", read: false }),
    ]);
  });

  it("gives the drafting Key user DRAFT_UPDATE_CONFLICT on publish, and nothing is written", async () => {
    const { draft } = await draftThenNewerVersion();
    const conflict = await publish(draft.id);

    expect(conflict).toMatchObject({ status: 409, body: { resultKey: "DRAFT_UPDATE_CONFLICT" } });
    expect(await rowsOf(curated.id)).toEqual(await rowsOf(own.id));
    expect((await rowsOf(curated.id)).slice(0, 2)).toEqual([
      [p1, 5, 120],
      [p2, 1, 50],
    ]);
  });

  it("publishes with the chosen resolution: new prices taken, the draft's quantities kept", async () => {
    const { draft } = await draftThenNewerVersion();
    const published = await publish(draft.id, { resolution: { prices: "override", quantities: "ignore" } });

    expect(published.status).toBe(200);
    const [, , newer] = await rowsOf(own.id);
    expect(await rowsOf(curated.id)).toEqual([[p1, 2, 120], [p2, 1, 50], newer]);
  });

  it("gives the conflict again when the sharer re-shares the country list itself; cancel leaves the newer version", async () => {
    const second = (await startDraft()).body;
    t.clock.advance(60_000);
    const list = await c.ok<ProductList>(keyB, "GET", `/api/product-lists/${curated.id}`);
    const again = await shareToGermany(list.id, "Same list, new note");
    expect(again).toMatchObject({ id: curated.id });

    expect(await publish(second.id)).toMatchObject({
      status: 409,
      body: { resultKey: "DRAFT_UPDATE_CONFLICT" },
    });
    expect((await c.call(keyA, "DELETE", `/api/share-draft/${second.id}`)).status).toBe(204);
    const after = await c.ok<ProductList>(basic, "GET", `/api/country-sharing/${curated.id}/details`);
    expect(after.version).toBe(again.version);
  });
});
