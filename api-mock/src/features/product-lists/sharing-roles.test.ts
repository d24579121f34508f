import type { NotificationPage } from "@catalogue/core/api";
import { countrySharingCalls, privateSharingCalls, productListCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, mailOutbox, users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Sharing rules per role: who shares by country, who removes a country list, what partners reach, and
// who is told (and mailed) of a private or SCP share.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let germany: number;
let own: Record<string, ProductList>;
const [p1] = SEED.products.map((row) => row.id) as [number];
const NOT_KEY = ["basic", "basicPlus", "advanced", "advancedPlus"] as const;
const EMAILS = { ...EMAIL, basicPlus: "basic.plus@catalogue.example" };

const shareToGermany = (role: string, listId: number) =>
  c.call<ProductList>(token[role] as string, "POST", `/api/country-sharing/${listId}/share`, {
    note: "Recommended",
    countryIds: [germany],
    subregions: [],
  });

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  const db = t.services.database.db;
  for (const [role, email] of Object.entries(EMAILS)) {
    if (role !== "pendingPartner") token[role] = await bearerFor(t.app, email);
  }
  for (const row of await db.select().from(users)) id[row.email] = row.id;
  const [de] = await db.select().from(countries).where(eq(countries.shortcut, "DE"));
  germany = de?.id as number;
  own = {};
  for (const role of [...NOT_KEY, "partner", "keyUser", "admin"]) {
    own[role] = await c.create(token[role] as string, `Own list of ${role}`);
    await c.add(token[role] as string, own[role]?.id as number, own[role]?.version as number, [p1]);
  }
});
afterAll(async () => t.close());

describe("country sharing per role", () => {
  it("lets only Key users and admins share by country: the others (partners too) get 403 INSUFFICIENT_PERMISSIONS", async () => {
    for (const role of [...NOT_KEY, "partner"]) {
      expect(await shareToGermany(role, own[role]?.id as number), role).toMatchObject({
        status: 403,
        body: { resultKey: "INSUFFICIENT_PERMISSIONS" },
      });
    }
    for (const role of ["keyUser", "admin"]) {
      expect((await shareToGermany(role, own[role]?.id as number)).status, role).toBe(200);
    }
  });

  it("keeps every path of a country list away from partners (464)", async () => {
    const shared = (await shareToGermany("keyUser", own.keyUser?.id as number)).body;
    const paths: [string, string, unknown?][] = [
      ["GET", `/api/country-sharing/${shared.id}/details`],
      ["GET", `/api/country-sharing/${shared.id}/list-elements`],
      ["POST", `/api/country-sharing/${shared.id}/copy`, { title: "Mine" }],
      ["PUT", `/api/country-sharing/${shared.id}/pin`],
      ["PUT", `/api/country-sharing/${shared.id}/unpin`],
      ["DELETE", `/api/country-sharing/${shared.id}`],
      ["GET", `/api/country-sharing/list/${shared.id}/download-xlsx`],
      ["GET", `/api/country-sharing/list/${shared.id}/pdf-link`],
      ["GET", `/api/product-lists/${shared.id}`],
    ];
    for (const [method, path, body] of paths) {
      const res = await t.app.request(path, {
        method,
        headers: auth(token.partner as string),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, `${method} ${path}`).toBe(464);
    }
    expect(await c.as(token.partner as string, countrySharingCalls.list, {})).toEqual([]);
    expect(await c.as(token.partner as string, productListCalls.pinned, {})).toEqual([]);
    for (const role of NOT_KEY) {
      const seen = await c.as(token[role] as string, countrySharingCalls.list, {});
      expect(
        seen.map((list) => list.id),
        role,
      ).toContain(shared.id);
    }
  });

  it("lets the owner, another Key user or an admin remove a country list; Basic and Advanced get 403", async () => {
    const made = async (role: string) => (await shareToGermany(role, own[role]?.id as number)).body;
    const byKeyUser = await made("keyUser");
    for (const role of NOT_KEY) {
      const res = await c.call(token[role] as string, "DELETE", `/api/country-sharing/${byKeyUser.id}`);
      expect(res, role).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
    }
    expect(
      (await c.call(token.keyUser as string, "DELETE", `/api/country-sharing/${byKeyUser.id}`)).status,
    ).toBe(204);
    const byAdmin = await made("admin");
    expect(
      (await c.call(token.keyUser as string, "DELETE", `/api/country-sharing/${byAdmin.id}`)).status,
    ).toBe(204);
    const another = await made("keyUser");
    expect((await c.call(token.admin as string, "DELETE", `/api/country-sharing/${another.id}`)).status).toBe(
      204,
    );
    expect(
      (await c.call(token.basic as string, "GET", `/api/country-sharing/${another.id}/details`)).status,
    ).toBe(464);
  });
});

describe("private and SCP sharing notices per role", () => {
  const shareNotices = async (role: string, listId: number) =>
    (
      await c.ok<NotificationPage>(token[role] as string, "GET", "/api/notifications/list?size=100")
    ).content.filter((note) => note.type === "PRIVATE_LIST_SHARED" && note.listId === listId);
  // Only the share mails: re-sharing a country list above also mailed its readers that it was updated.
  const mails = async (email: string) =>
    (await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
      (mail) => mail.subject.includes("shared the product list"),
    );

  it("tells every recipient (Key user, admin, Advanced, Basic) and mails those with sharedProductListNotification on", async () => {
    const db = t.services.database.db;
    await db
      .update(users)
      .set({ sharedProductListNotification: false })
      .where(inArray(users.email, [EMAIL.admin, EMAIL.basic]));
    const recipients = ["keyUser", "admin", "advanced", "basic"];
    const shared = await c.as(token.advancedPlus as string, privateSharingCalls.share, {
      params: { id: own.advancedPlus?.id as number },
      body: {
        note: "Have a look",
        userIds: recipients.map((role) => id[EMAILS[role as keyof typeof EMAILS]] as number),
      },
    });
    for (const role of recipients) {
      expect(await shareNotices(role, shared.id), role).toEqual([
        expect.objectContaining({
          listTitle: "Own list of advancedPlus",
          listOwnerName: "Anna Advancedplus",
        }),
      ]);
    }
    expect(await shareNotices("advancedPlus", shared.id)).toEqual([]);
    expect(await mails(EMAIL.keyUser)).toHaveLength(1);
    expect(await mails(EMAIL.advanced)).toHaveLength(1);
    expect(await mails(EMAIL.admin)).toEqual([]);
    expect(await mails(EMAIL.basic)).toEqual([]);
  });

  it("sends partners lists through scp-share only, with the notice and (setting on) the e-mail", async () => {
    const partnerId = id[EMAIL.partner];
    const wrong = await c.call(token.basic as string, "POST", `/api/private-sharing/${own.basic?.id}/share`, {
      note: "x",
      userIds: [partnerId],
    });
    expect(wrong.status).toBe(460);
    const pending = await c.call(
      token.basic as string,
      "POST",
      `/api/private-sharing/${own.basic?.id}/scp-share`,
      {
        note: "x",
        userIds: [id[EMAIL.pendingPartner]],
      },
    );
    expect(pending.status).toBe(460);
    const shared = await c.as(token.basic as string, privateSharingCalls.scpShare, {
      params: { id: own.basic?.id as number },
      body: { note: "For our partner", userIds: [partnerId as number] },
    });
    expect(await shareNotices("partner", shared.id)).toHaveLength(1);
    expect((await mails(EMAIL.partner)).map((mail) => mail.body).join()).toContain("For our partner");
    const opened = await c.as(token.partner as string, privateSharingCalls.details, {
      params: { id: shared.id },
    });
    expect(opened).toMatchObject({ type: "privateShare", unread: false, numberOfProducts: 1 });
  });
});

describe("partners and sharing (docs/admin/permissions.md)", () => {
  it("refuses every share by an accepted partner (403 INSUFFICIENT_PERMISSIONS), to staff, partners or countries; nobody receives anything", async () => {
    const db = t.services.database.db;
    const [otherPartner] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, "SALES_CHANNEL_PARTNER"),
          eq(users.scpStatus, "ACCEPTED"),
          eq(users.enabled, true),
          ne(users.email, EMAIL.partner),
        ),
      )
      .limit(1);
    const listId = own.partner?.id as number;
    const attempts: [string, unknown][] = [
      [`/api/private-sharing/${listId}/share`, { note: "To staff", userIds: [id[EMAIL.keyUser]] }],
      [`/api/private-sharing/${listId}/scp-share`, { note: "To a partner", userIds: [otherPartner?.id] }],
      [`/api/country-sharing/${listId}/share`, { note: "To Germany", countryIds: [germany], subregions: [] }],
    ];
    for (const [path, body] of attempts) {
      expect(await c.call(token.partner as string, "POST", path, body), path).toMatchObject({
        status: 403,
        body: { resultKey: "INSUFFICIENT_PERMISSIONS" },
      });
    }
    const sent = await c.ok<ProductList[]>(token.partner as string, "GET", "/api/private-sharing/list");
    expect(sent.filter((list) => list.sourceListId === listId)).toEqual([]);
    const received = await c.ok<ProductList[]>(token.keyUser as string, "GET", "/api/private-sharing/list");
    expect(received.filter((list) => list.sourceListId === listId)).toEqual([]);
  });
});
