import type { ListHealthResponse } from "@catalogue/core/api";
import { availabilityAdminCalls, listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listOpenMarks, productCountries } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 4.2 / 4.7 / 6 (list health check): opening a list shows what changed about its products since the user
// last acknowledged it, with the alternatives the list's country takes; prices only for who may see them. The
// oracle is the seed itself: the demo users' lists are in Germany.

const germany = SEED.countries.find((country) => country.shortcut === "DE")?.id as number;
const germanRow = (productId: number) =>
  SEED.productCountries.find((row) => row.productId === productId && row.countryId === germany);
const sellable = (productId: number) => {
  const row = germanRow(productId);
  return (
    row?.marketClearance === true && row.phaseOutStatus === "AVAILABLE" && row.stockStatus === "AVAILABLE"
  );
};
/** A product sold in Germany with an alternative sold there, and another with none of its own alternatives. */
const flaggedProduct = SEED.products.find(
  (product) => sellable(product.id) && product.alternativeProductIds.some(sellable),
);
const alternative = flaggedProduct?.alternativeProductIds.find(sellable) as number;
const other = SEED.products.find(
  (product) => sellable(product.id) && product !== flaggedProduct && product.id !== alternative,
)?.id as number;
const productId = flaggedProduct?.id as number;

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: string;

/** Changes a product's row in Germany as an import would, then reloads the catalogue. */
async function changeGermanRow(id: number, changes: Partial<typeof productCountries.$inferInsert>) {
  await t.services.database.db
    .update(productCountries)
    .set(changes)
    .where(and(eq(productCountries.productId, id), eq(productCountries.countryId, germany)));
  await t.services.catalogue.reload();
}

/** A list of the user's: the flagged product (4 packages), then another one (2 packages). */
async function listOf(token: string, title: string) {
  const list = await c.create(token, title);
  const after = await c.add(token, list.id, list.version, [productId], 4);
  await c.add(token, list.id, after.version, [other], 2);
  return list.id;
}

const health = (token: string, id: number) => c.as(token, productListCalls.health, { params: { id } });
/** The answer's products that changed since the last open, and those that may not be quoted now. */
const flaggedIn = (answer: ListHealthResponse) => answer.products.filter((p) => p.changes.length > 0);
const problemsIn = (answer: ListHealthResponse) => answer.products.filter((p) => p.reason !== null);
const seen = (token: string, id: number) => c.as(token, productListCalls.healthSeen, { params: { id } });

beforeEach(async () => {
  t = await openTestApp();
  c = listsClient(t);
  advanced = await bearerFor(t.app, EMAIL.advanced);
});
afterEach(async () => t.close());

describe("what changed since the list was last opened", () => {
  it("the seed has a product sold in Germany with an alternative sold there", () => {
    expect(flaggedProduct).toBeDefined();
    expect(other).toBeDefined();
  });

  it("the first open remembers the list and flags nothing; a second open flags nothing either", async () => {
    const id = await listOf(advanced, "Ward 3");
    const first = await health(advanced, id);
    expect(first).toEqual({ since: null, products: [] });
    const marks = await t.services.database.db
      .select()
      .from(listOpenMarks)
      .where(eq(listOpenMarks.listId, id));
    expect(marks).toHaveLength(1);
    expect(
      Object.keys(marks[0]?.snapshot ?? {})
        .map(Number)
        .sort(),
    ).toEqual([productId, other].sort());
    const second = await health(advanced, id);
    expect(second.since).toBe(marks[0]?.openedAt.toISOString());
    expect(second.products).toEqual([]);
  });

  it("a phase-out and a new price are flagged with before and after, the alternatives sold in Germany", async () => {
    const id = await listOf(advanced, "Ward 4");
    await health(advanced, id);
    const crp = Number(germanRow(productId)?.crp);
    await changeGermanRow(productId, { phaseOutStatus: "PHASED_OUT", crp: crp + 10 });
    const answer = await health(advanced, id);
    // Changed and, now phased out, not to be quoted: named once, with both.
    expect(answer.products).toHaveLength(1);
    const [flagged] = answer.products;
    expect(flagged).toMatchObject({ productId, quantity: 4, title: flaggedProduct?.title });
    expect(flagged?.changes.map((change) => change.kind)).toEqual(["PHASED_OUT", "PRICE_CHANGED"]);
    expect(flagged?.changes[0]).toEqual({ kind: "PHASED_OUT", before: "AVAILABLE", after: "PHASED_OUT" });
    const price = flagged?.changes[1];
    expect(price?.kind === "PRICE_CHANGED" && (price.after as number) - (price.before as number)).toBeCloseTo(
      10,
    );
    const expected = (flaggedProduct?.alternativeProductIds ?? []).filter(sellable);
    expect(flagged?.alternatives.map((a) => a.id)).toEqual(expected);
    expect(flagged?.alternatives.map((a) => a.id)).toContain(alternative);
    // The current state too: a phased-out product may not be quoted.
    expect(flagged?.reason).toBe("PHASED_OUT");
    expect(flagged?.customStatus).toBeNull();
  });

  it("a lost clearance is named as such; a stock change as an availability change", async () => {
    const id = await listOf(advanced, "Ward 5");
    await health(advanced, id);
    await changeGermanRow(productId, { marketClearance: false });
    await changeGermanRow(other, { stockStatus: "SHIP_HOLD" });
    const answer = await health(advanced, id);
    const flagged = flaggedIn(answer);
    const problems = problemsIn(answer);
    expect(answer.products.map((p) => p.productId)).toEqual([productId, other]);
    expect(flagged.map((f) => [f.productId, f.changes])).toEqual([
      [productId, [{ kind: "CLEARANCE_LOST", before: true, after: false }]],
      [other, [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "SHIP_HOLD" }]],
    ]);
    // A ship hold is temporary: the product may still be quoted.
    expect(problems.map((p) => [p.productId, p.reason])).toEqual([[productId, "NOT_CLEARED"]]);
  });

  it("acknowledging makes the list as it is now the reference", async () => {
    const id = await listOf(advanced, "Ward 6");
    await health(advanced, id);
    await changeGermanRow(productId, { phaseOutStatus: "PHASED_OUT" });
    expect(flaggedIn(await health(advanced, id))).toHaveLength(1);
    // Until acknowledged, every open shows the change again.
    expect(flaggedIn(await health(advanced, id))).toHaveLength(1);
    const { since } = await seen(advanced, id);
    const after = await health(advanced, id);
    expect(after.since).toBe(since);
    // Acknowledged, the phased-out product is still named, for what it is now: no changes, a reason.
    expect(after.products.map((p) => [p.productId, p.changes, p.reason])).toEqual([
      [productId, [], "PHASED_OUT"],
    ]);
  });

  it("a user not allowed prices is told of no price change", async () => {
    const basic = await bearerFor(t.app, EMAIL.basic);
    const id = await listOf(basic, "Basic ward");
    await health(basic, id);
    const crp = Number(germanRow(other)?.crp);
    await changeGermanRow(other, { crp: crp + 5 });
    expect((await health(basic, id)).products).toEqual([]);
    expect((await health(advanced, await listOf(advanced, "Priced ward"))).products).toEqual([]);
  });

  it("an availability override gives its own status, text and link with the change", async () => {
    const id = await listOf(advanced, "Override ward");
    await health(advanced, id);
    const admin = await bearerFor(t.app, EMAIL.admin);
    const override = {
      status: "NOT_AVAILABLE",
      description: "Withdrawn for a field safety notice",
      link: "https://maker.example/field-safety",
    } as const;
    await c.as(admin, availabilityAdminCalls.add, {
      params: { id: other },
      body: { scope: "COUNTRY", countryIds: [germany], ...override },
    });
    const answer = await health(advanced, id);
    expect(answer.products).toMatchObject([
      {
        productId: other,
        changes: [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "CUSTOM_STATUS" }],
        reason: "NOT_AVAILABLE",
        customStatus: override,
      },
    ]);
  });

  it("only who may read the list learns its health", async () => {
    const id = await listOf(advanced, "Private ward");
    const keyUser = await bearerFor(t.app, EMAIL.keyUser);
    for (const entry of [productListCalls.health, productListCalls.healthSeen]) {
      await expect(c.as(keyUser, entry, { params: { id } })).rejects.toMatchObject({
        _tag: "ResourceNotFound",
      });
    }
  });
});

describe("replacing a product with an alternative", () => {
  const replace = (
    id: number,
    body: { elementId: number; productId: number; version: number; quantities?: "override" | "ignore" },
  ) => c.as(advanced, listElementCalls.replace, { params: { id }, body });

  it("keeps quantity and position, takes the alternative's CRP, and is one version step", async () => {
    const id = await listOf(advanced, "Replace");
    const before = await c.elements(advanced, id);
    const element = before.content.find((e) => e.productId === productId);
    const answer = await replace(id, {
      elementId: element?.id as number,
      productId: alternative,
      version: before.version,
    });
    const replaced = answer.content.find((e) => e.id === element?.id);
    expect(replaced).toMatchObject({ productId: alternative, quantity: 4, sortOrder: element?.sortOrder });
    expect(replaced?.pricing.crp).toBe(Number(germanRow(alternative)?.crp));
    expect(answer.version).toBe(before.version + 1);
    expect(answer.content.map((e) => e.productId).sort()).toEqual([alternative, other].sort());
  });

  it("a stale version answers 428 and changes nothing", async () => {
    const id = await listOf(advanced, "Stale");
    const before = await c.elements(advanced, id);
    const element = before.content.find((e) => e.productId === productId);
    await expect(
      replace(id, { elementId: element?.id as number, productId: alternative, version: before.version - 1 }),
    ).rejects.toMatchObject({ _tag: "OptimisticLock" });
    expect((await c.elements(advanced, id)).content.map((e) => e.productId).sort()).toEqual(
      [productId, other].sort(),
    );
  });

  it("an alternative already on the list follows the duplicate rule", async () => {
    const list = await c.create(advanced, "Duplicate");
    const one = await c.add(advanced, list.id, list.version, [productId], 4);
    const both = await c.add(advanced, list.id, one.version, [alternative], 1);
    const element = both.content.find((e) => e.productId === productId);
    const body = { elementId: element?.id as number, productId: alternative, version: both.version };
    await expect(replace(list.id, body)).rejects.toMatchObject({
      _tag: "BusinessError",
      resultKey: "PRODUCT_ALREADY_ADDED",
    });
    const merged = await replace(list.id, { ...body, quantities: "override" });
    expect(merged.content.map((e) => [e.productId, e.quantity, e.sortOrder])).toEqual([[alternative, 4, 0]]);
  });

  it("an element of another list answers 464", async () => {
    const id = await listOf(advanced, "Mine");
    const otherList = await listOf(advanced, "Other");
    const { version } = await c.elements(advanced, id);
    const foreign = (await c.elements(advanced, otherList)).content[0];
    await expect(
      replace(id, { elementId: foreign?.id as number, productId: alternative, version }),
    ).rejects.toMatchObject({ _tag: "ResourceNotFound" });
  });
});
