import type { ListElementsResponse, NotificationPage } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoListPlan } from "../seed/demo-lists";
import { generateSeed } from "../seed/generate-seed";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";
import { TEST_SEED } from "../testing/test-seed";
import { insertDemoLists } from "./insert-demo-lists";
import { countries, users } from "./schema/index";

// What a newcomer finds after signing in as a demo user of a freshly seeded server: the test database has no demo
// lists (TEST_SEED), so this file adds them to its own copy the way seedDatabase does, then asks the API.

let t: TestApp;
const token: Record<string, string> = {};
const EMAILS = {
  karl: "key.user@catalogue.example",
  bruno: "basic@catalogue.example",
  paula: "partner.accepted@partner.example",
  swiss: "advanced.plus@catalogue.example",
};

async function get<T>(who: keyof typeof EMAILS, path: string): Promise<T> {
  const res = await t.app.request(path, { headers: auth(token[who] as string) });
  expect(res.status, `${who} ${path}`).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await openTestApp();
  const db = t.services.database.db;
  await insertDemoLists(db, demoListPlan(generateSeed(TEST_SEED)), t.clock.now);
  // Anna works in Switzerland here: DACH, but not assigned in the subregion share.
  const [switzerland] = await db.select().from(countries).where(eq(countries.shortcut, "CH"));
  await db.update(users).set({ countryId: switzerland?.id }).where(eq(users.email, EMAILS.swiss));
  t.services.sessionCache.clear();
  for (const [who, email] of Object.entries(EMAILS)) token[who] = await bearerFor(t.app, email);
});
afterAll(async () => t.close());

describe("the demo Key user after seeding", () => {
  it("has personal lists (with the default list) and pinned lists", async () => {
    const mine = await get<ProductList[]>("karl", "/api/product-lists/list");
    expect(mine.map((list) => list.title)).toEqual(
      expect.arrayContaining([
        "ICU ventilation starter set",
        "OR anaesthesia consumables",
        "Quote basis Alpenmed",
      ]),
    );
    expect(mine.some((list) => list.defaultList)).toBe(true);
    const pinned = await get<ProductList[]>("karl", "/api/pinned-lists/list");
    expect(pinned.map((list) => list.type).sort()).toEqual(["countryShare", "personal"]);
  });

  it("has curated country lists, a subregion share among them, and private shares received and sent", async () => {
    const curated = await get<ProductList[]>("karl", "/api/country-sharing/list");
    expect(curated).toHaveLength(3);
    expect(curated.some((list) => list.sharedSubregionIds.length > 0)).toBe(true);
    const shared = await get<ProductList[]>("karl", "/api/private-sharing/list");
    expect(shared.map((list) => [list.title, list.unread])).toEqual(
      expect.arrayContaining([
        ["Tender Klinikum Nord", true],
        ["Ward equipment refresh", false],
        ["Quote basis Alpenmed", false],
      ]),
    );
  });

  it("has an open draft whose elements open, and which publishes without an update conflict", async () => {
    const drafts = await get<ProductList[]>("karl", "/api/share-draft/list");
    expect(drafts).toHaveLength(1);
    const [draft] = drafts as [ProductList];
    const elements = await get<ListElementsResponse>("karl", `/api/share-draft/${draft.id}/draft-elements`);
    expect(elements.content.length).toBe(draft.numberOfProducts);
    expect(elements.content.length).toBeGreaterThan(0);
    const published = await t.app.request(`/api/share-draft/${draft.id}/publish-draft`, {
      method: "POST",
      headers: auth(token.karl as string),
      body: "{}",
    });
    expect(published.status).toBe(200);
  });

  it("has unread notifications about shared and curated lists", async () => {
    const unread = await get<{ value: number }>("karl", "/api/notifications/unread-count");
    expect(unread.value).toBeGreaterThan(1);
    const inbox = await get<NotificationPage>("karl", "/api/notifications/list?size=10");
    expect(new Set(inbox.content.map((note) => note.type))).toEqual(
      new Set(["PRIVATE_LIST_SHARED", "PUBLIC_LIST_UPDATED"]),
    );
  });
});

describe("the other demo users after seeding", () => {
  it("shows the Basic user the curated lists of Germany, one of them pinned", async () => {
    const curated = await get<ProductList[]>("bruno", "/api/country-sharing/list");
    expect(curated.length).toBeGreaterThan(1);
    expect((await get<ProductList[]>("bruno", "/api/pinned-lists/list")).length).toBe(1);
  });

  it("gives the accepted partner the list shared with them, no country lists and an empty inbox", async () => {
    const shared = await get<ProductList[]>("paula", "/api/private-sharing/list");
    expect(shared.map((list) => list.title)).toEqual(["Quote basis Alpenmed"]);
    expect(await get<ProductList[]>("paula", "/api/country-sharing/list")).toEqual([]);
    expect((await get<NotificationPage>("paula", "/api/notifications/list")).content).toEqual([]);
  });

  it("keeps the DACH share from a user of Switzerland, a DACH country not assigned to it", async () => {
    const curated = await get<ProductList[]>("swiss", "/api/country-sharing/list");
    expect(curated.some((list) => list.sharedSubregionIds.length > 0)).toBe(false);
  });
});
