import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSeed } from "../seed/index";
import type { ProductRow } from "../seed/seed-types";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { bulkInsert } from "./bulk-insert";
import { copyRows, copyText, pgliteQueryOf } from "./copy-rows";
import { type Db, queryRows } from "./database";
import {
  DEFAULT_COUNTRY_ID,
  productCountries,
  productImages,
  productLinks,
  productRelations,
  products,
} from "./schema/index";

/** A product whose texts hold every character COPY's text format escapes, and SQL's quote. */
function awkwardProduct(like: ProductRow, id: number): ProductRow {
  const awkward = 'tab\there, line\nbreak, return\r, back\\slash, quote \' and "double", \\N and \\t';
  return {
    ...like,
    id,
    partNumber: `AWK-${id}`,
    title: awkward,
    subtitle: "",
    description: `${awkward}\n\n${awkward}`,
    compatibleDevices: [awkward, "", "NULL", "{braces}", "comma, inside"],
    secondaryGtin: null,
    shelfLifeMonths: null,
    environment: { ...like.environment, note: awkward } as ProductRow["environment"],
  };
}

type Rows<Table extends PgTable> = readonly Table["$inferInsert"][];
type Writer = <Table extends PgTable>(tx: Db, table: Table, rows: Rows<Table>) => Promise<void>;

/** What the catalogue tables hold after `write` put the rows in (in a transaction rolled back afterwards). */
async function written(db: Db, write: Writer): Promise<Record<string, unknown[]>> {
  const seed = generateSeed({ seed: 7, products: 60 });
  const first = seed.products[0] as ProductRow;
  const catalogue = [...seed.products, awkwardProduct(first, 90_001), awkwardProduct(first, 90_002)];
  let snapshot: Record<string, unknown[]> = {};
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`TRUNCATE products, product_countries CASCADE`);
      await write(tx, products, catalogue);
      await write(
        tx,
        productCountries,
        seed.productCountries.map((row) => ({ ...row, countryId: row.countryId ?? DEFAULT_COUNTRY_ID })),
      );
      await write(tx, productRelations, [
        { productId: 90_001, kind: "VARIANT", relatedProductId: 90_002, position: 0 },
      ]);
      await write(tx, productImages, [
        { productId: 90_001, position: 0, imageId: "a\tb", imageCategory: "MAIN" },
      ]);
      await write(tx, productLinks, [
        {
          productId: 90_001,
          position: 0,
          groupType: "VIDEO",
          title: "x\\y\nz",
          url: "https://example.com/a\tb",
        },
      ]);
      snapshot = {
        products: await queryRows(tx, sql`SELECT * FROM products ORDER BY id`),
        productCountries: await queryRows(
          tx,
          sql`SELECT * FROM product_countries ORDER BY product_id, country_id`,
        ),
        productRelations: await queryRows(tx, sql`SELECT * FROM product_relations`),
        productImages: await queryRows(tx, sql`SELECT * FROM product_images`),
        productLinks: await queryRows(tx, sql`SELECT * FROM product_links`),
      };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
    });
  return snapshot;
}

describe("copyRows (the seed's bulk load)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("leaves exactly the rows the literal INSERTs leave, awkward texts included", async () => {
    const copied = await written(database.db, (tx, table, rows) => copyRows(tx, table, rows, { chunk: 25 }));
    const inserted = await written(database.db, (tx, table, rows) => bulkInsert(tx, table, rows));

    expect(copied.products).toHaveLength(62);
    expect((copied.productCountries ?? []).length).toBeGreaterThan(60);
    expect(copied).toEqual(inserted);
    const awkward = copied.products?.find((row) => (row as { id: number }).id === 90_001) as {
      title: string;
      compatible_devices: string[];
    };
    expect(awkward.title).toContain("tab\there, line\nbreak, return\r, back\\slash");
    expect(awkward.compatible_devices).toEqual(
      awkwardProduct(generateSeed({ seed: 7, products: 60 }).products[0] as ProductRow, 1).compatibleDevices,
    );
  });

  it("uses COPY on PGlite, in and out of a transaction", async () => {
    const onPglite = database.engine === "pglite";
    expect(pgliteQueryOf(database.db) !== undefined).toBe(onPglite);
    await database.db.transaction(async (tx) => {
      expect(pgliteQueryOf(tx) !== undefined).toBe(onPglite);
    });
  });

  it("writes COPY text: escapes, NULL's marker only for NULL, booleans and JSON", () => {
    expect(copyText("a\tb\nc\rd\\e")).toBe("a\\tb\\nc\\rd\\\\e");
    expect(copyText("\\N")).toBe("\\\\N");
    expect(copyText(12.5)).toBe("12.5");
    expect(copyText(true)).toBe("t");
    expect(copyText(false)).toBe("f");
    expect(copyText(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(copyText({ a: "x\ty" })).toBe('{"a":"x\\\\ty"}');
    expect(() => copyText("nul\0")).toThrow(/NUL/);
    expect(() => copyText(Number.NaN)).toThrow(/finite/);
  });
});
