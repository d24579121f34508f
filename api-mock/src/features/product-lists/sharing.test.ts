import type { NotificationPage } from "@catalogue/core/api";
import { countrySharingCalls, privateSharingCalls, productListCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, mailOutbox, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<keyof typeof EMAIL, string> = {} as never;
const id: Record<string, number> = {};
let source: ProductList;
let germany: { id: number; subregionId: number };

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  for (const [role, email] of Object.entries(EMAIL))
    token[role as keyof typeof EMAIL] = await bearerFor(t.app, email);
  const rows = await t.services.database.db
    .select()
    .from(users)
    .where(inArray(users.email, Object.values(EMAIL)));
  for (const row of rows) id[row.email] = row.id;
  const [de] = await t.services.database.db.select().from(countries).where(eq(countries.shortcut, "DE"));
  germany = { id: de?.id as number, subregionId: de?.subregionId as number };
  source = await c.create(token.advanced, "Tender ICU");
  await c.add(token.advanced, source.id, source.version, [SEED.products[0]?.id as number], 4);
});
afterEach(async () => t.close());

describe("private sharing", () => {
  it("shares with colleagues: a snapshot they see unread, a notification and an e-mail each", async () => {
    const shared = await c.as(token.advanced, privateSharingCalls.share, {
      params: { id: source.id },
      body: { note: "Please review", userIds: [id[EMAIL.basic] as number] },
    });
    expect(shared).toMatchObject({
      type: "privateShare",
      title: "Tender ICU",
      numberOfProducts: 1,
      sourceListId: source.id,
    });

    const inbox = await c.as(token.basic, privateSharingCalls.list, {});
    expect(inbox.map((list) => [list.id, list.unread])).toEqual([[shared.id, true]]);
    const notes = await c.ok<NotificationPage>(token.basic, "GET", "/api/notifications/list");
    expect(notes.content[0]).toMatchObject({
      type: "PRIVATE_LIST_SHARED",
      listId: shared.id,
      listOwnerName: "Arne Advanced",
    });
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, EMAIL.basic));
    expect(mails[0]?.body).toContain("Please review");

    const opened = await c.as(token.basic, privateSharingCalls.details, { params: { id: shared.id } });
    expect(opened.unread).toBe(false);
    // Supplement 3: the sharer's note reaches the receiver in the app too, not only in the e-mail.
    expect(opened.note).toBe("Please review");
    const elements = await c.as(token.basic, privateSharingCalls.elements, { params: { id: shared.id } });
    expect(elements.content.map((e) => e.quantity)).toEqual([4]);
    expect((await c.call(token.keyUser, "GET", `/api/private-sharing/${shared.id}/details`)).status).toBe(
      464,
    );
  });

  it("names the recipients to the sharer only, so a recipient does not learn who else received it", async () => {
    const shared = await c.as(token.advanced, privateSharingCalls.share, {
      params: { id: source.id },
      body: { note: "Please review", userIds: [id[EMAIL.basic] as number, id[EMAIL.advancedPlus] as number] },
    });
    const sent = await c.as(token.advanced, privateSharingCalls.list, {});
    // Ordered by surname, as a list of people reads.
    expect(sent.find((list) => list.id === shared.id)?.sharedWithNames).toEqual([
      "Anna Advancedplus",
      "Bruno Basic",
    ]);
    const received = await c.as(token.basic, privateSharingCalls.details, { params: { id: shared.id } });
    expect(received.sharedWithNames).toEqual([]);
  });

  it("mails no recipient whose sharedProductListNotification is off (the notification still comes)", async () => {
    const db = t.services.database.db;
    await db
      .update(users)
      .set({ sharedProductListNotification: false })
      .where(eq(users.email, EMAIL.advancedPlus));
    const shared = await c.as(token.advanced, privateSharingCalls.share, {
      params: { id: source.id },
      body: { note: "Quiet", userIds: [id[EMAIL.advancedPlus] as number] },
    });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, EMAIL.advancedPlus))).toEqual(
      [],
    );
    const notes = await c.ok<NotificationPage>(token.advancedPlus, "GET", "/api/notifications/list");
    expect(notes.content.map((note) => note.listId)).toEqual([shared.id]);
  });

  it("lets a recipient save it as theirs and remove it from their own inbox only", async () => {
    const shared = await c.as(token.advanced, privateSharingCalls.share, {
      params: { id: source.id },
      body: { note: "Please review", userIds: [id[EMAIL.basic] as number] },
    });
    const sharedId = shared.id;
    const mine = await c.as(token.basic, privateSharingCalls.copy, {
      params: { id: sharedId },
      body: { title: "My tender" },
    });
    expect(mine).toMatchObject({ type: "personal", title: "My tender", numberOfProducts: 1 });
    expect((await c.call(token.basic, "DELETE", `/api/private-sharing/${sharedId}`)).status).toBe(204);
    expect(await c.as(token.basic, privateSharingCalls.list, {})).toEqual([]);
    expect((await c.as(token.advanced, privateSharingCalls.list, {})).map((l) => l.id)).toContain(sharedId);
  });

  it("sends partners lists only through scp-share, and validates the note and the users", async () => {
    const wrong = await c.call(token.advanced, "POST", `/api/private-sharing/${source.id}/share`, {
      note: "x",
      userIds: [id[EMAIL.partner]],
    });
    expect(wrong.status).toBe(460);
    await c.as(token.advanced, privateSharingCalls.scpShare, {
      params: { id: source.id },
      body: { note: "For you", userIds: [id[EMAIL.partner] as number] },
    });
    expect(await c.as(token.partner, privateSharingCalls.list, {})).toHaveLength(1);
    const noNote = await c.call<{ fieldErrors: { field: string; messageKey: string }[] }>(
      token.advanced,
      "POST",
      `/api/private-sharing/${source.id}/share`,
      { note: " ", userIds: [] },
    );
    expect(noNote.status).toBe(460);
    expect(noNote.body.fieldErrors.map((e) => e.messageKey).sort()).toEqual([
      "validation.required",
      "validation.share.userRequired",
    ]);
    const notMine = await c.call(token.keyUser, "POST", `/api/private-sharing/${source.id}/share`, {
      note: "x",
      userIds: [id[EMAIL.basic]],
    });
    expect(notMine.status).toBe(464);
  });
});

describe("country sharing", () => {
  /** The Key user's list for Germany, made inside the test that reads it. */
  const curateForGermany = async () => {
    const own = await c.create(token.keyUser, "Curated DE");
    return c.as(token.keyUser, countrySharingCalls.share, {
      params: { id: own.id },
      body: { note: "Recommended for German ICUs", countryIds: [germany.id], subregions: [] },
    });
  };

  it("lets only Key users and admins share by country (403 INSUFFICIENT_PERMISSIONS)", async () => {
    const res = await c.call(token.advanced, "POST", `/api/country-sharing/${source.id}/share`, {
      note: "x",
      countryIds: [germany.id],
      subregions: [],
    });
    expect(res).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
    expect(await curateForGermany()).toMatchObject({
      type: "countryShare",
      sharedCountryIds: [germany.id],
      note: "Recommended for German ICUs",
    });
  });

  it("refuses a subregion without a country, and countries outside the subregion", async () => {
    const res = await c.call<{ fieldErrors: { messageKey: string }[] }>(
      token.keyUser,
      "POST",
      `/api/country-sharing/${source.id}/share`,
      {
        note: "x",
        countryIds: [],
        subregions: [{ subregionId: germany.subregionId, countryIds: [] }],
      },
    );
    expect(res.status).toBe(460);
    expect(res.body.fieldErrors.map((e) => e.messageKey)).toContain(
      "validation.share.subregionWithoutCountry",
    );
  });

  it("shows country lists to users of the country, never to partners; pinning is per user", async () => {
    const countryList = await curateForGermany();
    expect((await c.as(token.basic, countrySharingCalls.list, {})).map((l) => l.id)).toEqual([
      countryList.id,
    ]);
    expect(await c.as(token.partner, countrySharingCalls.list, {})).toEqual([]);
    expect(
      (await c.call(token.partner, "GET", `/api/country-sharing/${countryList.id}/details`)).status,
    ).toBe(464);
    const pinned = await c.as(token.basic, countrySharingCalls.pin, { params: { id: countryList.id } });
    expect(pinned.pinned).toBe(true);
    expect((await c.as(token.basic, productListCalls.pinned, {})).map((l) => l.id)).toEqual([countryList.id]);
    expect((await c.list(token.advanced, countryList.id)).pinned).toBe(false);
  });

  it("lets the sharer or a Key user remove it, not a Basic user", async () => {
    const countryList = await curateForGermany();
    const basicDelete = await c.call(token.basic, "DELETE", `/api/country-sharing/${countryList.id}`);
    expect(basicDelete).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
    expect((await c.call(token.admin, "DELETE", `/api/country-sharing/${countryList.id}`)).status).toBe(204);
    expect(await c.as(token.basic, countrySharingCalls.list, {})).toEqual([]);
  });
});
