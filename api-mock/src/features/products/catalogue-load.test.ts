import { asc, eq } from "drizzle-orm";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productCountries, products } from "../../db/schema/index";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { CatalogueRow, CountryRow } from "./catalogue-rows";
import { CountryRowStore } from "./country-row-store";
import { loadDetailTexts, unpackDetailParts } from "./product-detail-parts";
import { loadCatalogue } from "./products.repository";

// The catalogue load reads products and country rows as texts it parses itself; these tests hold
// it to what drizzle's column reads give for the same rows, on PGlite and PostgreSQL alike.
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function loadAll(batch?: number): Promise<Map<number, { row: CatalogueRow; countries: CountryRow[] }>> {
  const loaded = new Map<number, { row: CatalogueRow; countries: CountryRow[] }>();
  const store = new CountryRowStore(1);
  await loadCatalogue(
    database.db,
    (row, countryText) => {
      const { start, count } = store.addText(row.id, countryText);
      const countries = Array.from({ length: count }, (_, index) => store.row(start + index));
      loaded.set(row.id, { row, countries });
    },
    batch,
  );
  return loaded;
}

async function drizzleRow(id: number): Promise<CatalogueRow | undefined> {
  const [row] = await database.db
    .select({
      id: products.id,
      title: products.title,
      subtitle: products.subtitle,
      partNumber: products.partNumber,
      mainGtin: products.mainGtin,
      secondaryGtin: products.secondaryGtin,
      description: products.description,
      careAreas: products.careAreas,
      compatibleDevices: products.compatibleDevices,
      patientGroups: products.patientGroups,
      productCluster: products.productCluster,
      usage: products.usage,
      latex: products.latex,
      rfid: products.rfid,
      isNew: products.isNew,
      highlight: products.highlight,
      imageId: products.imageId,
      image360: products.image360,
    })
    .from(products)
    .where(eq(products.id, id));
  return row as CatalogueRow | undefined;
}

async function drizzleCountries(id: number): Promise<CountryRow[]> {
  const rows = await database.db
    .select()
    .from(productCountries)
    .where(eq(productCountries.productId, id))
    .orderBy(asc(productCountries.countryId));
  // The status columns hold core's enum values; their text type is drizzle's.
  return rows.map(({ partnerPhaseOutText: _, ...row }) => row as CountryRow);
}

/** Any text PostgreSQL stores (every character but NUL), quotes, backslashes and separators included. */
const storedText = fc
  .string({ unit: "grapheme", maxLength: 30 })
  .map((text) => text.replaceAll("\u0000", ""));
const awkward = fc.oneof(storedText, fc.constantFrom('"', "\\", ",", ";", "\u001f", "{a,b}", "NULL", "[1]"));

describe("loadCatalogue", () => {
  it("gives every product and its country rows as drizzle reads them, across batches", async () => {
    const loaded = await loadAll(7);
    const ids = (await database.db.select({ id: products.id }).from(products)).map(({ id }) => id);

    expect([...loaded.keys()].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const id of ids) {
      expect(loaded.get(id)?.row, `product ${id}`).toEqual(await drizzleRow(id));
      expect(loaded.get(id)?.countries, `product ${id}`).toEqual(await drizzleCountries(id));
    }
  });

  it("keeps any stored text and text array element as it is", async () => {
    const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
    const id = first?.id ?? 0;
    await fc.assert(
      fc.asyncProperty(
        awkward,
        awkward,
        fc.option(awkward),
        fc.array(awkward, { maxLength: 3 }),
        async (title, description, secondaryGtin, compatibleDevices) => {
          await database.db
            .update(products)
            .set({ title, description, secondaryGtin, compatibleDevices })
            .where(eq(products.id, id));

          const loaded = await loadAll();

          expect(loaded.get(id)?.row).toEqual(await drizzleRow(id));
          expect(loaded.get(id)?.row).toMatchObject({ title, description, secondaryGtin, compatibleDevices });
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe("loadDetailTexts", () => {
  it("unpacks to the detail columns drizzle reads, environment included, across batches", async () => {
    const environments = new Map<string, string>();
    const stored = await database.db.select().from(products).orderBy(asc(products.id));
    const texts = new Map([
      ...(await loadDetailTexts(database.db, -1, 30, environments)),
      ...(await loadDetailTexts(database.db, 30, 1_000_000, environments)),
    ]);

    expect(texts.size).toBe(stored.length);
    for (const product of stored) {
      const detail = texts.get(product.id);
      expect(detail && unpackDetailParts(detail).row, `product ${product.id}`).toEqual({
        deviceTypes: product.deviceTypes,
        unspscCode: product.unspscCode,
        ceClass: product.ceClass,
        ifuPartNumber: product.ifuPartNumber,
        piecesPerPackingUnit: product.piecesPerPackingUnit,
        packagesPerDeliveryUnit: product.packagesPerDeliveryUnit,
        shelfLifeMonths: product.shelfLifeMonths,
        countryOfOrigin: product.countryOfOrigin,
        sterile: product.sterile,
        maxReprocessingCycles: product.maxReprocessingCycles,
        documentType: product.documentType,
        environment: product.environment,
      });
    }
  });
});
