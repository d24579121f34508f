import type { NotificationPage } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, userRoles, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Supplement 5 / 7 (country sharing): a subregion share reaches the countries assigned to the subregion in the
// share, not every country of the subregion. The list goes to DACH with Germany assigned; Austria and
// Switzerland are DACH too but not assigned. Anna (Advanced plus) is moved to Austria; Arne becomes a Key user in
// Austria only, with Austria as his country.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<string, string> = {};
let germany: number;
let austria: number;
let dach: number;
let list: ProductList;
const [p1, p2] = SEED.products.map((row) => row.id) as [number, number];

const db = () => t.services.database.db;
const idsSeenBy = async (role: string) =>
  (await c.ok<ProductList[]>(token[role] as string, "GET", "/api/country-sharing/list")).map((l) => l.id);
const updateNotices = async (role: string) =>
  (
    await c.ok<NotificationPage>(token[role] as string, "GET", "/api/notifications/list?size=100")
  ).content.filter((note) => note.type === "PUBLIC_LIST_UPDATED" && note.listId === list.id);

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  const rows = await db().select().from(countries);
  const de = rows.find((row) => row.shortcut === "DE");
  germany = de?.id as number;
  austria = rows.find((row) => row.shortcut === "AT")?.id as number;
  dach = de?.subregionId as number;
  await db().update(users).set({ countryId: austria }).where(eq(users.email, EMAIL.advancedPlus));
  const [arne] = await db()
    .update(users)
    .set({ role: "KEY_USER", countryId: austria })
    .where(eq(users.email, EMAIL.advanced))
    .returning();
  await db()
    .delete(userRoles)
    .where(eq(userRoles.userId, arne?.id as number));
  await db()
    .insert(userRoles)
    .values({ userId: arne?.id as number, role: "KEY_USER", countryId: austria });
  t.services.sessionCache.clear(); // direct SQL writes bypass the repositories
  for (const role of ["admin", "keyUser", "advancedPlus", "advanced", "basic"] as const) {
    token[role] = await bearerFor(t.app, EMAIL[role]);
  }
  const own = await c.create(token.keyUser as string, "DACH ward set");
  await c.add(token.keyUser as string, own.id, own.version, [p1, p2], 2);
  list = await c.ok<ProductList>(token.keyUser as string, "POST", `/api/country-sharing/${own.id}/share`, {
    note: "For the German part of DACH",
    countryIds: [],
    subregions: [{ subregionId: dach, countryIds: [germany] }],
  });
});
afterAll(async () => t.close());

describe("a subregion share", () => {
  it("keeps the subregion and its assigned country as the list's targets", () => {
    expect(list).toMatchObject({ sharedCountryIds: [germany], sharedSubregionIds: [dach] });
  });

  it("is listed for users of the assigned country only, not for an unassigned country of the subregion", async () => {
    expect(await idsSeenBy("basic")).toContain(list.id);
    expect(await idsSeenBy("advancedPlus")).not.toContain(list.id);
    expect(await idsSeenBy("advanced")).not.toContain(list.id);
  });

  it("cannot be opened by a user of an unassigned country of the subregion (464)", async () => {
    expect(
      (await c.call(token.basic as string, "GET", `/api/country-sharing/${list.id}/details`)).status,
    ).toBe(200);
    for (const path of [`/api/country-sharing/${list.id}/details`, `/api/product-lists/${list.id}`]) {
      expect((await c.call(token.advancedPlus as string, "GET", path)).status, path).toBe(464);
    }
  });

  it("gives the draft right to a Key user of the assigned country, not to one of another subregion country", async () => {
    const refused = await c.call(token.advanced as string, "POST", "/api/share-draft/start-draft", {
      listId: list.id,
    });
    expect(refused).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
    const draft = await c.call<ProductList>(token.keyUser as string, "POST", "/api/share-draft/start-draft", {
      listId: list.id,
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ sharedCountryIds: [germany], sharedSubregionIds: [dach] });
    expect(
      (await c.call(token.keyUser as string, "DELETE", `/api/share-draft/${draft.body.id}`)).status,
    ).toBe(204);
  });

  it("refuses a draft that keeps the subregion but drops its last assigned country (460)", async () => {
    const draft = (
      await c.call<ProductList>(token.keyUser as string, "POST", "/api/share-draft/start-draft", {
        listId: list.id,
      })
    ).body;
    const emptied = await c.call<{ fieldErrors: { field: string; messageKey: string }[] }>(
      token.keyUser as string,
      "PUT",
      `/api/share-draft/${draft.id}/edit`,
      { title: draft.title, note: "x", countryIds: [], subregionIds: [dach], version: draft.version },
    );
    expect(emptied.status).toBe(460);
    expect(emptied.body.fieldErrors).toEqual([
      { field: "subregionIds.0", messageKey: "validation.share.subregionWithoutCountry" },
    ]);
    expect((await c.call(token.keyUser as string, "DELETE", `/api/share-draft/${draft.id}`)).status).toBe(
      204,
    );
  });

  it("tells the assigned country's users of a published draft, not the unassigned country's", async () => {
    const draft = (
      await c.call<ProductList>(token.keyUser as string, "POST", "/api/share-draft/start-draft", {
        listId: list.id,
      })
    ).body;
    await c.ok(token.keyUser as string, "POST", `/api/share-draft/${draft.id}/publish-draft`, {});
    expect(await updateNotices("basic")).toHaveLength(1);
    expect(await updateNotices("admin")).toHaveLength(1);
    expect(await updateNotices("advancedPlus")).toEqual([]);
    expect(await updateNotices("advanced")).toEqual([]);
  });
});
