import { countrySharingCalls, shareDraftCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Draft rules per role: only Key users of every shared country and admins start drafts, a draft is its
// owner's alone, and partners never reach a country list.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let key: string;
let admin: string;
let germany: number;
let countryList: ProductList;
let draft: ProductList;
const others: Record<"basic" | "basicPlus" | "advanced" | "advancedPlus" | "partner", string> = {} as never;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];

async function shareToGermany(token: string, title: string): Promise<ProductList> {
  const own = await c.create(token, title);
  await c.add(token, own.id, own.version, [p1, p2], 2);
  return c.as(token, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended", countryIds: [germany], subregions: [] },
  });
}

const start = (token: string, listId: number) =>
  c.call<ProductList>(token, "POST", "/api/share-draft/start-draft", { listId });

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  key = await bearerFor(t.app, EMAIL.keyUser);
  admin = await bearerFor(t.app, EMAIL.admin);
  others.basic = await bearerFor(t.app, EMAIL.basic);
  others.basicPlus = await bearerFor(t.app, "basic.plus@catalogue.example");
  others.advanced = await bearerFor(t.app, EMAIL.advanced);
  others.advancedPlus = await bearerFor(t.app, EMAIL.advancedPlus);
  others.partner = await bearerFor(t.app, EMAIL.partner);
  const [de] = await t.services.database.db.select().from(countries).where(eq(countries.shortcut, "DE"));
  germany = de?.id as number;
  countryList = await shareToGermany(key, "Curated ICU");
  draft = (await start(key, countryList.id)).body;
});
afterAll(async () => t.close());

describe("share drafts per role", () => {
  it("refuses start-draft to Basic and Advanced users (403 INSUFFICIENT_PERMISSIONS), though they read the list", async () => {
    const fresh = await shareToGermany(admin, "Curated OR");
    for (const role of ["basic", "basicPlus", "advanced", "advancedPlus"] as const) {
      expect((await c.call(others[role], "GET", `/api/country-sharing/${fresh.id}/details`)).status).toBe(
        200,
      );
      expect(await start(others[role], fresh.id), role).toMatchObject({
        status: 403,
        body: { resultKey: "INSUFFICIENT_PERMISSIONS" },
      });
    }
    // No draft of this list came of the refused starts (other tests here may leave drafts of their own lists).
    const drafts = [
      ...(await c.as(key, shareDraftCalls.list, {})),
      ...(await c.as(admin, shareDraftCalls.list, {})),
    ].filter((list) => list.sourceListId === fresh.id);
    expect(drafts).toEqual([]);
  });

  it("answers a partner's start-draft 464: partners have no country lists", async () => {
    expect(await start(others.partner, countryList.id)).toMatchObject({
      status: 464,
      body: { resultKey: "RESOURCE_NOT_FOUND" },
    });
  });

  it("lets nobody but the owner read, edit, publish, delete, change elements of or download a draft (464)", async () => {
    const id = draft.id;
    const v = draft.version;
    const [element] = (await c.as(key, shareDraftCalls.elements, { params: { id } })).content;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/share-draft/${id}/details`],
      [
        "PUT",
        `/api/share-draft/${id}/edit`,
        { title: "Mine", note: "x", countryIds: [], subregionIds: [], version: v },
      ],
      ["PUT", `/api/share-draft/${id}/update-edit-date`, { version: v }],
      ["POST", `/api/share-draft/${id}/publish-draft`, {}],
      ["GET", `/api/share-draft/${id}/draft-elements`],
      [
        "POST",
        `/api/share-draft/${id}/draft-elements`,
        { version: v, elements: [{ productId: p3, quantity: 1 }] },
      ],
      ["DELETE", `/api/share-draft/${id}/draft-elements`, { version: v, ids: [element?.id] }],
      [
        "PUT",
        `/api/share-draft/${id}/draft-elements`,
        { elementId: element?.id, quantity: 5, crp: 1, version: v },
      ],
      ["PUT", `/api/share-draft/${id}/sorting`, { sortingType: "PRODUCT_TITLE", version: v }],
      ["DELETE", `/api/share-draft/${id}`],
      ["GET", `/api/share-draft/${id}/download-xlsx`],
      ["GET", `/api/share-draft/${id}/download-pdf`],
      ["GET", `/api/share-draft/${id}/xlsx-link`],
      ["GET", `/api/share-draft/${id}/pdf-link`],
    ];
    for (const role of ["basic", "advanced", "advancedPlus", "partner"] as const) {
      for (const [method, path, body] of calls) {
        const res = await t.app.request(path, {
          method,
          headers: auth(others[role]),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(res.status, `${role} ${method} ${path}`).toBe(464);
      }
    }
    // Admins and other Key users do not own it either.
    expect(
      (await c.call(admin, "PUT", `/api/share-draft/${id}/update-edit-date`, { version: v })).status,
    ).toBe(464);
    const after = await c.as(key, shareDraftCalls.details, { params: { id } });
    expect(after).toMatchObject({ version: v, title: draft.title, numberOfProducts: 2 });
  });

  it("never lets a draft path change a personal list (464)", async () => {
    const own = await c.create(others.advanced, "Personal");
    const add = await c.call(others.advanced, "POST", `/api/share-draft/${own.id}/draft-elements`, {
      version: own.version,
      elements: [{ productId: p1, quantity: 1 }],
    });
    expect(add).toMatchObject({ status: 464, body: { resultKey: "RESOURCE_NOT_FOUND" } });
    expect((await c.list(others.advanced, own.id)).numberOfProducts).toBe(0);
  });

  it("makes one draft of two parallel start-draft requests; the other answers DRAFT_TAKEN", async () => {
    const fresh = await shareToGermany(key, "Curated NICU");
    const answers = await Promise.all([start(key, fresh.id), start(admin, fresh.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ resultKey: "DRAFT_TAKEN" });
    const drafts = [
      ...(await c.as(key, shareDraftCalls.list, {})),
      ...(await c.as(admin, shareDraftCalls.list, {})),
    ].filter((list) => list.sourceListId === fresh.id);
    expect(drafts).toHaveLength(1);
  });
});
