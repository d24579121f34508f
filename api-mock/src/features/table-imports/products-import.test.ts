import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProductCard } from "@catalogue/core/api";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availabilityIndicators, productCountries, products } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { EMAIL, listsClient } from "../product-lists/lists-test-client.fixture";
import * as fixture from "./products-import.fixture";

let t: TestApp;
let admin: string;
let keyUser: string;
let importDir: string;

beforeAll(async () => {
  importDir = mkdtempSync(path.join(tmpdir(), "products-import-"));
  t = await openTestApp({ importDir });
  admin = await bearerFor(t.app, EMAIL.admin);
  keyUser = await bearerFor(t.app, EMAIL.keyUser);
});
afterAll(async () => t.close());
beforeEach(() => t.clock.advance(IMPORT_MIN_INTERVAL_MS));

const db = () => t.services.database.db;
const NEW_ROW = "NEW-00001,Quantum flow sensor,adult,Flow sensor for adults,,SINGLEUSE,10,5,yes,no";

const catalogueFile = (drop: string[] = [], extra: string[] = []) => fixture.catalogueFile(db(), drop, extra);
const importProducts = (csv: string) => fixture.importProducts(t, importDir, admin, csv);

/**
 * Adds a product of the test's own to the catalogue, with NEW_ROW's master data (each test that needs a new
 * product makes one, under a part number and a title no other test uses), and moves past the "too early" window.
 */
async function createProduct(partNumber: string, title: string): Promise<void> {
  const row = NEW_ROW.replace("NEW-00001,Quantum flow sensor", `${partNumber},${title}`);
  expect((await importProducts(await catalogueFile([], [row])))?.status).toBe("SUCCESS");
  t.clock.advance(IMPORT_MIN_INTERVAL_MS);
}

async function search(text: string, token = admin): Promise<ProductCard[]> {
  const res = await t.app.request(`/api/products/search?${new URLSearchParams({ search: text })}`, {
    headers: auth(token),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: ProductCard[] }).content;
}

async function productCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function idOf(partNumber: string): Promise<number> {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.partNumber, partNumber));
  return row?.id ?? 0;
}

describe("products import: the file is the whole catalogue", () => {
  it("creates a new part number, searchable and with details once the run is over", async () => {
    expect(await search("Quantum flow sensor")).toEqual([]);
    const before = await productCount();

    const record = await importProducts(await catalogueFile([], [NEW_ROW]));

    expect(record?.status).toBe("SUCCESS");
    expect(record?.logs.at(-1)?.message).toBe(
      `products.csv applied: ${before} products updated, 1 created, 0 removed`,
    );
    const [found] = await search("Quantum flow sensor");
    expect(found).toMatchObject({ partNumber: "NEW-00001", title: "Quantum flow sensor", subtitle: "adult" });
    const details = await t.app.request(`/api/products/${found?.id}/details`, { headers: auth(admin) });
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      usage: "SINGLEUSE",
      piecesPerPackingUnit: 10,
      totalPieces: 50,
      sterile: true,
      latex: false,
    });
  });

  it("a new product gets its prices from the prices file: a price row starts its country rows", async () => {
    await createProduct("NEW-00010", "Tariff probe");
    writeFileSync(
      path.join(importDir, "prices.csv"),
      "partNumber,country,currency,localListPrice,globalReferencePrice,crp\nNEW-00010,GLOBAL,EUR,120,110,100\nNEW-00010,DE,EUR,130,110,105.5\n",
    );
    const res = await t.app.request("/api/table-import-statuses/prices", {
      method: "POST",
      headers: auth(admin),
    });
    expect(res.status).toBe(200);
    await t.services.importRunner.settled();

    const rows = await db()
      .select()
      .from(productCountries)
      .where(eq(productCountries.productId, await idOf("NEW-00010")));
    expect(
      rows.map((row) => [
        row.countryId === 0 ? "GLOBAL" : "DE",
        row.crp,
        row.stockStatus,
        row.marketClearance,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["GLOBAL", 100, "AVAILABLE", true],
        ["DE", 105.5, "AVAILABLE", true],
      ]),
    );
    const [card] = await search("Tariff probe");
    expect(card?.pricing?.crp).toBe(105.5);
  });

  it("a country row started by a price row keeps the statuses the product showed there (its global row's)", async () => {
    const austria = (await t.services.referenceData.get()).countries.find(
      (country) => country.title === "AT",
    );
    const productId = await idOf("MP00002");
    const [global] = await db()
      .select()
      .from(productCountries)
      .where(and(eq(productCountries.productId, productId), eq(productCountries.countryId, 0)));
    const inAustria = and(
      eq(productCountries.productId, productId),
      eq(productCountries.countryId, austria?.id ?? 0),
    );
    expect(await db().select().from(productCountries).where(inAustria)).toEqual([]);
    writeFileSync(
      path.join(importDir, "prices.csv"),
      "partNumber,country,currency,localListPrice,globalReferencePrice,crp\nMP00002,AT,EUR,1,1,1\n",
    );
    t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    await t.app.request("/api/table-import-statuses/prices", { method: "POST", headers: auth(admin) });
    await t.services.importRunner.settled();

    const [started] = await db().select().from(productCountries).where(inAustria);
    expect(started).toMatchObject({
      crp: 1,
      stockStatus: global?.stockStatus,
      quantity: global?.quantity,
      phaseOutStatus: global?.phaseOutStatus,
      marketClearance: global?.marketClearance,
    });
  });

  it("keeps stored master data where the file leaves it blank, and sets it where given", async () => {
    await createProduct("NEW-00020", "Blank field probe");
    const [stored] = await db().select().from(products).where(eq(products.partNumber, "NEW-00020"));
    await importProducts(await catalogueFile(["NEW-00020"], ["NEW-00020,Blank field probe,,,,,,8,,true"]));
    const [after] = await db().select().from(products).where(eq(products.partNumber, "NEW-00020"));
    expect(after).toMatchObject({
      usage: stored?.usage,
      piecesPerPackingUnit: stored?.piecesPerPackingUnit,
      packagesPerDeliveryUnit: 8,
      sterile: stored?.sterile,
      latex: true,
      subtitle: "",
    });
  });

  it("removes a product the file leaves out: from search, details, lists and favourites", async () => {
    const [gone, kept] = (await db().select().from(products).orderBy(products.id).limit(2)) as [
      typeof products.$inferSelect,
      typeof products.$inferSelect,
    ];
    const lists = listsClient(t);
    const list = await lists.create(keyUser, "Before the import");
    await lists.add(keyUser, list.id, list.version, [gone.id, kept.id]);
    const opened = await lists.elements(keyUser, list.id); // the list's elements are cached from here on
    expect(opened.content).toHaveLength(2);
    await t.app.request(`/api/favorite-products/${gone.id}`, { method: "POST", headers: auth(keyUser) });
    await t.app.request("/api/favorite-products/list", { headers: auth(keyUser) }); // cached too
    await db()
      .insert(availabilityIndicators)
      .values({ partNumber: gone.partNumber, scope: "GLOBAL", status: "WARNING", description: "Gone soon" });
    expect((await search(gone.partNumber)).map((card) => card.id)).toContain(gone.id);

    const record = await importProducts(await catalogueFile([gone.partNumber]));

    expect(record?.status).toBe("SUCCESS");
    expect(record?.logs.at(-1)?.message).toMatch(
      /1 removed \(with 1 list elements on 1 lists and 1 favourites\)$/,
    );
    expect((await search(gone.partNumber)).map((card) => card.id)).not.toContain(gone.id);
    const details = await t.app.request(`/api/products/${gone.id}/details`, { headers: auth(admin) });
    expect(details.status).toBe(464);
    const after = await lists.elements(keyUser, list.id);
    expect(after.content.map((element) => element.productId)).toEqual([kept.id]);
    expect(after.version).toBeGreaterThan(opened.version);
    const favourites = await t.app.request("/api/favorite-products/list", { headers: auth(keyUser) });
    expect(JSON.stringify(await favourites.json())).not.toContain(`"partNumber":"${gone.partNumber}"`);
    expect(
      await db()
        .select()
        .from(availabilityIndicators)
        .where(eq(availabilityIndicators.partNumber, gone.partNumber)),
    ).toEqual([]);
  });

  it("refuses new rows without the new-product columns, unknown clusters and repeated part numbers: nothing applies", async () => {
    const before = await productCount();
    const file = await catalogueFile(
      [],
      [
        "NEW-00002,Half a product,,,,REUSABLE,,,,",
        "NEW-00003,Odd cluster,,,NO_SUCH_CLUSTER,REUSABLE,1,1,no,no",
        NEW_ROW.replace("NEW-00001", "NEW-00004"),
        NEW_ROW.replace("NEW-00001", "NEW-00004"),
      ],
    );
    const lines = file.split("\n").length;

    const record = await importProducts(file);

    expect(record?.status).toBe("CRITICAL");
    expect(record?.errors).toEqual([
      `Row ${lines - 3}, piecesPerPackingUnit: Required for a product not yet in the catalogue`,
      `Row ${lines - 3}, packagesPerDeliveryUnit: Required for a product not yet in the catalogue`,
      `Row ${lines - 3}, sterile: Required for a product not yet in the catalogue`,
      `Row ${lines - 3}, latex: Required for a product not yet in the catalogue`,
      `Row ${lines - 2}, productCluster: Unknown product cluster`,
      `Row ${lines}, partNumber: Same part number as row ${lines - 1}`,
    ]);
    expect(await productCount()).toBe(before);
    expect(await idOf("NEW-00004")).toBe(0);
  });

  it("refuses a file that would remove more than a tenth of the catalogue (cut short?) and removes nothing", async () => {
    await createProduct("NEW-00030", "Lone probe");
    const before = await productCount();
    const record = await importProducts(`${fixture.PRODUCTS_HEADER}\nNEW-00030,Lone probe,,,,,,,,\n`);
    expect(record?.status).toBe("CRITICAL");
    expect(record?.errors).toEqual([
      `The file would remove ${before - 1} of ${before} products, more than the ${Math.floor(before / 10)} one file may remove: is it complete?`,
    ]);
    expect(await productCount()).toBe(before);
  });
});
