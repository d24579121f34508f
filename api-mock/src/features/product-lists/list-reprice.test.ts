import { listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import type { Role } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productLists, userRoles, users } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 4.7 / 6, supplement 7 (re-price): a list copied into another country the user holds takes that
// country's prices and currency; products not cleared or not available there are skipped with their alternatives.
// The oracle is the seed itself: Switzerland has its own rows in CHF.

const germany = SEED.countries.find((country) => country.shortcut === "DE");
const swiss = SEED.countries.find((country) => country.shortcut === "CH");
const chf = SEED.currencies.find((currency) => currency.title === "CHF");
const swissRow = (productId: number) =>
  SEED.productCountries.find((row) => row.productId === productId && row.countryId === swiss?.id);
const sellableInSwitzerland = (productId: number) => {
  const row = swissRow(productId);
  return row?.marketClearance === true && row.phaseOutStatus === "AVAILABLE";
};
/** A product without clearance in Switzerland, with at least one alternative Switzerland sells. */
const uncleared = SEED.products.find(
  (product) =>
    swissRow(product.id)?.marketClearance === false &&
    product.alternativeProductIds.some(sellableInSwitzerland),
);
const sellable = SEED.products.find((product) => sellableInSwitzerland(product.id) && product !== uncleared);

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: string;
const db = () => t.services.database.db;

/** Gives a demo user roles in these countries only (direct SQL: the session cache is cleared after). */
async function holdCountries(email: string, role: Role, countryIds: number[]): Promise<void> {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const userId = user?.id as number;
  await db().delete(userRoles).where(eq(userRoles.userId, userId));
  await db()
    .insert(userRoles)
    .values(countryIds.map((countryId) => ({ userId, role, countryId })));
  t.services.sessionCache.clear();
}

/** A list of the user's with the sellable product (3 packages, typed CRP 1) and the uncleared one (5 packages). */
async function germanList(token: string, title: string) {
  const list = await c.create(token, title);
  await c.as(token, listElementCalls.add, {
    params: { id: list.id },
    body: {
      version: list.version,
      elements: [
        { productId: sellable?.id as number, quantity: 3, crp: 1 },
        { productId: uncleared?.id as number, quantity: 5 },
      ],
    },
  });
  return list;
}

const reprice = (token: string, id: number, countryId: number, title: string) =>
  c.as(token, productListCalls.reprice, { params: { id }, body: { countryId, title } });

const listCount = async () => (await db().select({ id: productLists.id }).from(productLists)).length;

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  await holdCountries(EMAIL.advanced, "ADVANCED_USER", [germany?.id as number, swiss?.id as number]);
  advanced = await bearerFor(t.app, EMAIL.advanced);
});
afterEach(async () => t.close());

describe("re-pricing a list for another country", () => {
  it("the seed has a product without clearance in Switzerland with an alternative sold there", () => {
    expect(uncleared).toBeDefined();
    expect(sellable).toBeDefined();
  });

  it("copies into the target's currency and prices, keeps quantities, and skips the uncleared product", async () => {
    const source = await germanList(advanced, "Berlin ICU");
    const { list, skipped } = await reprice(advanced, source.id, swiss?.id as number, "Zurich ICU");

    expect(list).toMatchObject({
      title: "Zurich ICU",
      type: "personal",
      currency: "CHF",
      countryId: swiss?.id,
    });
    expect(list.numberOfProducts).toBe(1);
    const { content } = await c.elements(advanced, list.id);
    expect(content.map((e) => [e.productId, e.quantity])).toEqual([[sellable?.id, 3]]);
    // The typed CRP of the German list gives way to Switzerland's CRP (its own row is in CHF already).
    expect(content[0]?.pricing.crp).toBe(swissRow(sellable?.id as number)?.crp);
    expect(chf?.id).toBe(swiss?.currencyId);

    expect(skipped).toHaveLength(1);
    const [left] = skipped;
    expect(left).toMatchObject({
      id: uncleared?.id,
      title: uncleared?.title,
      quantity: 5,
      reason: "NOT_CLEARED",
    });
    const offered = left?.alternatives.map((alternative) => alternative.id) ?? [];
    expect(offered).toEqual(uncleared?.alternativeProductIds.filter(sellableInSwitzerland));
    expect(left?.alternatives[0]?.title).toBe(SEED.products.find((p) => p.id === offered[0])?.title);

    // The source list is untouched.
    expect((await c.elements(advanced, source.id)).content).toHaveLength(2);
  });

  it("refuses a country the user holds no role in (403 INSUFFICIENT_PERMISSIONS) and writes nothing", async () => {
    await holdCountries(EMAIL.advanced, "ADVANCED_USER", [germany?.id as number]);
    advanced = await bearerFor(t.app, EMAIL.advanced);
    const source = await germanList(advanced, "Berlin ICU");
    const before = await listCount();
    await expect(reprice(advanced, source.id, swiss?.id as number, "Zurich ICU")).rejects.toMatchObject({
      _tag: "Forbidden",
      resultKey: "INSUFFICIENT_PERMISSIONS",
    });
    expect(await listCount()).toBe(before);
  });

  it("refuses a title the user already has (460 INVALID_UNIQUE_VALUE) and writes nothing", async () => {
    const source = await germanList(advanced, "Berlin ICU");
    await c.create(advanced, "Zurich ICU");
    const before = await listCount();
    await expect(reprice(advanced, source.id, swiss?.id as number, "zurich icu")).rejects.toMatchObject({
      _tag: "Validation",
      resultKey: "INVALID_UNIQUE_VALUE",
    });
    expect(await listCount()).toBe(before);
  });

  it("does not copy a list the user may not read (464)", async () => {
    const keyUser = await bearerFor(t.app, EMAIL.keyUser);
    const foreign = await c.create(keyUser, "Not yours");
    await expect(reprice(advanced, foreign.id, swiss?.id as number, "Taken over")).rejects.toMatchObject({
      _tag: "ResourceNotFound",
    });
  });

  it("sends a Basic user no prices, though the copy stores the target's CRP", async () => {
    await holdCountries(EMAIL.basic, "BASIC_USER", [germany?.id as number, swiss?.id as number]);
    const basic = await bearerFor(t.app, EMAIL.basic);
    const source = await germanList(basic, "Basic list");
    const { list, skipped } = await reprice(basic, source.id, swiss?.id as number, "Basic list CH");

    expect(list.totalAmount).toBeUndefined();
    expect(list.currency).toBe("CHF");
    expect(skipped.map((s) => s.reason)).toEqual(["NOT_CLEARED"]);
    const { content } = await c.elements(basic, list.id);
    expect(content[0]?.pricing.crp).toBeUndefined();
  });
});
