import { countrySharingCalls, listElementCalls, privateSharingCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { asc, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countries, currencies, listElements, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 4.7 / supplement 4: "A shared list can be saved as mine (copy, with a title); prices are not copied if
// currencies differ." The shared lists here are in EUR with a CRP on every element.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const token: Record<keyof typeof EMAIL, string> = {} as never;
const userId: Record<string, number> = {};
let countryList: ProductList;
let privateList: ProductList;
let scpList: ProductList;
let chf: number;
let eur: number;
const [p1, p2] = SEED.products.map((row) => row.id) as [number, number];

/** The stored CRPs of a list's elements (read from the table: Basic users are never sent prices). */
async function storedCrps(listId: number): Promise<(number | null)[]> {
  const rows = await t.services.database.db
    .select({ crp: listElements.crp })
    .from(listElements)
    .where(eq(listElements.listId, listId))
    .orderBy(asc(listElements.sortOrder), asc(listElements.id));
  return rows.map((row) => row.crp);
}

async function setCurrency(emails: string[], currencyId: number): Promise<void> {
  await t.services.database.db.update(users).set({ currencyId }).where(inArray(users.email, emails));
  t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
}

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  const db = t.services.database.db;
  for (const [role, email] of Object.entries(EMAIL)) {
    if (role !== "pendingPartner") token[role as keyof typeof EMAIL] = await bearerFor(t.app, email);
  }
  for (const row of await db.select().from(users)) userId[row.email] = row.id;
  const rows = await db.select().from(currencies);
  chf = rows.find((row) => row.title === "CHF")?.id as number;
  eur = rows.find((row) => row.title === "EUR")?.id as number;
  const [de] = await db.select().from(countries).where(eq(countries.shortcut, "DE"));
  const own = await c.create(token.keyUser, "Curated ICU");
  await c.as(token.keyUser, listElementCalls.add, {
    params: { id: own.id },
    body: {
      version: own.version,
      elements: [
        { productId: p1, quantity: 2, crp: 120.5 },
        { productId: p2, quantity: 3, crp: 80 },
      ],
    },
  });
  countryList = await c.as(token.keyUser, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended", countryIds: [de?.id as number], subregions: [] },
  });
  const idOf = (email: string) => userId[email] as number;
  const internal = [EMAIL.basic, EMAIL.advanced, EMAIL.advancedPlus, EMAIL.admin].map(idOf);
  privateList = await c.as(token.keyUser, privateSharingCalls.share, {
    params: { id: own.id },
    body: { note: "For you", userIds: internal },
  });
  scpList = await c.as(token.keyUser, privateSharingCalls.scpShare, {
    params: { id: own.id },
    body: { note: "For our partner", userIds: [idOf(EMAIL.partner)] },
  });
  expect(await storedCrps(countryList.id)).toEqual([120.5, 80]);
});
afterEach(async () => t.close());

describe("save as mine", () => {
  it("copies prices when the caller's currency is the list's (Basic, Advanced, Admin; country and private shares)", async () => {
    for (const role of ["basic", "advanced", "admin"] as const) {
      const fromCountry = await c.as(token[role], countrySharingCalls.copy, {
        params: { id: countryList.id },
        body: { title: "From the country list" },
      });
      expect(fromCountry).toMatchObject({ type: "personal", currency: "EUR", numberOfProducts: 2 });
      expect(await storedCrps(fromCountry.id), role).toEqual([120.5, 80]);
      const fromPrivate = await c.as(token[role], privateSharingCalls.copy, {
        params: { id: privateList.id },
        body: { title: "From the private share" },
      });
      expect(await storedCrps(fromPrivate.id), role).toEqual([120.5, 80]);
    }
  });

  it("drops prices (keeps products and quantities) when the caller's currency differs", async () => {
    await setCurrency([EMAIL.advancedPlus, EMAIL.basic], chf);
    for (const role of ["advancedPlus", "basic"] as const) {
      for (const [entry, id] of [
        [countrySharingCalls.copy, countryList.id],
        [privateSharingCalls.copy, privateList.id],
      ] as const) {
        const copy = await c.as(token[role], entry, {
          params: { id },
          body: { title: `CHF copy of ${entry.id}` },
        });
        expect(copy, `${role} ${entry.id}`).toMatchObject({
          type: "personal",
          currency: "CHF",
          numberOfProducts: 2,
        });
        expect(await storedCrps(copy.id), `${role} ${entry.id}`).toEqual([null, null]);
        const elements = await c.elements(token[role], copy.id);
        expect(elements.content.map((e) => [e.productId, e.quantity])).toEqual([
          [p1, 2],
          [p2, 3],
        ]);
      }
    }
    await setCurrency([EMAIL.advancedPlus, EMAIL.basic], eur);
  });

  it("lets a partner save an SCP share as theirs (same currency: prices kept) but never a country list (464)", async () => {
    const mine = await c.as(token.partner, privateSharingCalls.copy, {
      params: { id: scpList.id },
      body: { title: "From the maker" },
    });
    expect(await storedCrps(mine.id)).toEqual([120.5, 80]);
    const country = await c.call(token.partner, "POST", `/api/country-sharing/${countryList.id}/copy`, {
      title: "Not mine",
    });
    expect(country).toMatchObject({ status: 464, body: { resultKey: "RESOURCE_NOT_FOUND" } });
    await setCurrency([EMAIL.partner], chf);
    const chfCopy = await c.as(token.partner, privateSharingCalls.copy, {
      params: { id: scpList.id },
      body: { title: "From the maker in CHF" },
    });
    expect(await storedCrps(chfCopy.id)).toEqual([null, null]);
  });

  it("needs a title not yet used by the caller (460 INVALID_UNIQUE_VALUE)", async () => {
    await c.create(token.advanced, "From the country list");
    const taken = await c.call(token.advanced, "POST", `/api/country-sharing/${countryList.id}/copy`, {
      title: " from the COUNTRY list ",
    });
    expect(taken).toMatchObject({ status: 460, body: { resultKey: "INVALID_UNIQUE_VALUE" } });
  });
});
