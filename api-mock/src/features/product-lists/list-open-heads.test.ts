import type { ListElementsResponse } from "@catalogue/core/api";
import {
  countrySharingCalls,
  privateSharingCalls,
  shareDraftCalls,
  userAdminCalls,
} from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { PGlite } from "@electric-sql/pglite";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database";
import { countries, listRecipients, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// On PGlite a repeated open keeps the list's head (version, access) until the
// next write. These tests change a list's access or content through other calls and other users, and fail when a
// kept head outlives the write.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<keyof typeof EMAIL, string> = {} as never;
const userId: Record<string, number> = {};
let germany: number;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];
const open = (who: string, listId: number) => c.call<ListElementsResponse>(who, "GET", `${BASE}/${listId}`);
const BASE = "/api/product-lists/list-elements";

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  for (const [role, email] of Object.entries(EMAIL))
    token[role as keyof typeof EMAIL] = await bearerFor(t.app, email);
  const db = t.services.database.db;
  for (const row of await db
    .select()
    .from(users)
    .where(inArray(users.email, Object.values(EMAIL))))
    userId[row.email] = row.id;
  const [de] = await db.select().from(countries).where(eq(countries.shortcut, "DE"));
  germany = de?.id as number;
});
afterAll(async () => t.close());

/** A list of `owner`'s shared privately with Basic, opened twice by Basic so its head and answer are kept. */
async function sharedWithBasic(owner: string, title: string): Promise<ProductList> {
  const own = await c.create(owner, title);
  await c.add(owner, own.id, own.version, [p1, p2], 2);
  const shared = await c.as(owner, privateSharingCalls.share, {
    params: { id: own.id },
    body: { note: "For you", userIds: [userId[EMAIL.basic] as number] },
  });
  for (let round = 0; round < 2; round += 1) expect((await open(token.basic, shared.id)).status).toBe(200);
  return shared;
}

/** A Key user's country list for Germany, opened twice by Basic. */
async function countryListOpenedByBasic(title: string): Promise<ProductList> {
  const own = await c.create(token.keyUser, title);
  await c.add(token.keyUser, own.id, own.version, [p1, p2], 2);
  const list = await c.as(token.keyUser, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended", countryIds: [germany], subregions: [] },
  });
  for (let round = 0; round < 2; round += 1) expect((await open(token.basic, list.id)).status).toBe(200);
  return list;
}

describe("kept list heads (A repeated open without a query is never stale)", () => {
  it("sends no query to PGlite for a repeated open of an unchanged list", async () => {
    const own = await c.create(token.advanced, "Heads quiet");
    await c.add(token.advanced, own.id, own.version, [p1, p2, p3], 1);
    const first = await open(token.advanced, own.id);
    const queries = vi.spyOn(PGlite.prototype, "query");
    try {
      const again = await open(token.advanced, own.id);
      expect(again.body).toEqual(first.body);
      // PostgreSQL keeps reading the head: other instances may have written.
      if (t.services.database.engine === "pglite") expect(queries).not.toHaveBeenCalled();
      else expect(t.services.database.writes).toBeUndefined();
    } finally {
      queries.mockRestore();
    }
  });

  it("answers 464 to a recipient who removed the share, on the next open", async () => {
    const shared = await sharedWithBasic(token.advanced, "Heads unshared");
    expect((await c.call(token.basic, "DELETE", `/api/private-sharing/${shared.id}`)).status).toBe(204);
    expect((await open(token.basic, shared.id)).status).toBe(464);
  });

  it("answers 464 once the recipient is taken off the list by a write outside the list calls", async () => {
    const shared = await sharedWithBasic(token.advanced, "Heads recipient row");
    await t.services.database.db.delete(listRecipients).where(eq(listRecipients.listId, shared.id));
    expect((await open(token.basic, shared.id)).status).toBe(464);
  });

  it("answers 464 after a country list is deleted", async () => {
    const list = await countryListOpenedByBasic("Heads country deleted");
    expect((await c.call(token.admin, "DELETE", `/api/country-sharing/${list.id}`)).status).toBe(204);
    expect((await open(token.basic, list.id)).status).toBe(464);
  });

  it("shows another user's element write (a published draft) on the reader's next open", async () => {
    const list = await countryListOpenedByBasic("Heads country edited");
    const draft = await c.as(token.keyUser, shareDraftCalls.start, { body: { listId: list.id } });
    await c.as(token.keyUser, shareDraftCalls.addElements, {
      params: { id: draft.id },
      body: { version: draft.version, elements: [{ productId: p3, quantity: 9 }] },
    });
    await c.as(token.keyUser, shareDraftCalls.publish, { params: { id: draft.id }, body: {} });
    const after = await open(token.basic, list.id);
    expect(after.status).toBe(200);
    expect(after.body.content.map((element) => element.productId).sort()).toEqual([p1, p2, p3].sort());
  });

  it("answers 464 after the list's owner is deleted", async () => {
    const shared = await sharedWithBasic(token.advancedPlus, "Heads owner deleted");
    await c.as(token.admin, userAdminCalls.remove, {
      params: { id: userId[EMAIL.advancedPlus] as number },
      query: {},
    });
    expect((await open(token.basic, shared.id)).status).toBe(464);
  });

  it("sees a write another instance made (on PGlite: the same process; on PostgreSQL: its own pool)", async () => {
    const shared = await sharedWithBasic(token.advanced, "Heads peer");
    const peer: Database = await t.database.openPeer();
    try {
      await peer.db.delete(listRecipients).where(eq(listRecipients.listId, shared.id));
    } finally {
      await peer.close();
    }
    expect((await open(token.basic, shared.id)).status).toBe(464);
  });
});
