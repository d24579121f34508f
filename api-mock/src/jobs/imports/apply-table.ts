import {
  IMPORT_ROW_SCHEMAS,
  type ImportRow,
  type ImportRowError,
  type ImportTable,
  importRowErrors,
} from "@catalogue/core/rules";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { countries, currencies, productCountries, products } from "../../db/schema/index";
import type { FileRow } from "./read-table-file";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A valid row with its references resolved to ids. */
interface Resolved {
  line: number;
  row: Record<string, unknown>;
  productId: number;
  countryId: number;
  currencyId: number;
}

/** The country column's value for the product's default row (country id 0). */
const GLOBAL_COUNTRY = "GLOBAL";

/**
 * Issue 8 item 5: checks every row of a file with core's row schema, then its part number, country and currency
 * against the database. Returns the rows ready to apply, or every row's errors (then nothing may be applied).
 */
export async function validateRows(
  db: Db,
  table: ImportTable,
  rows: readonly FileRow[],
): Promise<{ resolved: Resolved[]; errors: ImportRowError[] }> {
  const schema = IMPORT_ROW_SCHEMAS[table];
  const errors = rows.flatMap((row) => importRowErrors(table, row.cells, row.line));
  const bad = new Set(errors.map((error) => error.row));
  const good = rows
    .filter((row) => !bad.has(row.line))
    .map((row) => ({ line: row.line, row: schema.parse(row.cells) }));
  const parts = [...new Set(good.map((item) => item.row.partNumber))];
  const productIds = new Map(
    parts.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, partNumber: products.partNumber })
            .from(products)
            .where(inArray(products.partNumber, parts))
        ).map((p) => [p.partNumber, p.id]),
  );
  const countryIds = new Map<string, number>([
    [GLOBAL_COUNTRY, 0],
    ...(await db.select({ id: countries.id, shortcut: countries.shortcut }).from(countries)).map(
      (c) => [c.shortcut, c.id] as const,
    ),
  ]);
  const currencyIds = new Map(
    (await db.select({ id: currencies.id, code: currencies.title }).from(currencies)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  const resolved: Resolved[] = [];
  for (const { line, row } of good) {
    const cells = row as Record<string, unknown>;
    const productId = productIds.get(row.partNumber);
    const countryId = "country" in cells ? countryIds.get(String(cells.country)) : 0;
    const currencyId = "currency" in cells ? currencyIds.get(String(cells.currency)) : 0;
    const problems = [
      productId === undefined && {
        row: line,
        column: "partNumber",
        message: "No product has this part number",
      },
      countryId === undefined && { row: line, column: "country", message: "Unknown country" },
      currencyId === undefined && { row: line, column: "currency", message: "Unknown currency" },
    ].filter((problem): problem is ImportRowError => problem !== false);
    if (problems.length > 0) errors.push(...problems);
    else
      resolved.push({
        line,
        row: cells,
        productId: productId ?? 0,
        countryId: countryId ?? 0,
        currencyId: currencyId ?? 0,
      });
  }
  return { resolved, errors: errors.sort((a, b) => a.row - b.row) };
}

/** The columns of product_countries a table sets, from one of its rows. */
function countryColumns(table: ImportTable, item: Resolved): Partial<typeof productCountries.$inferInsert> {
  const row = item.row;
  if (table === "prices") {
    const price = row as ImportRow<"prices">;
    return {
      currencyId: item.currencyId,
      localListPrice: price.localListPrice,
      globalReferencePrice: price.globalReferencePrice,
      crp: price.crp,
      ggpUnitPrice: price.ggpUnitPrice ?? null,
      ggpLowerLimit: price.ggpLowerLimit ?? null,
      ggpUpperLimit: price.ggpUpperLimit ?? null,
    };
  }
  if (table === "stock") {
    const stock = row as ImportRow<"stock">;
    return {
      stockStatus: stock.stockStatus,
      quantity: stock.quantity ?? null,
      criticalQuantity: stock.criticalQuantity ?? null,
    };
  }
  if (table === "phase-out") {
    const phaseOut = row as ImportRow<"phase-out">;
    return {
      phaseOutStatus: phaseOut.phaseOutStatus,
      partnerPhaseOutText: phaseOut.partnerPhaseOutText ?? null,
    };
  }
  return { marketClearance: (row as ImportRow<"market-clearance">).marketClearance === "CLEARED" };
}

/**
 * Issue 8 item 5: writes the rows of one table inside the caller's transaction. A price, stock, phase-out or
 * clearance row updates the product's row for that country; a row naming a country the product has no row for is
 * an error (returned; the caller rolls the whole table back).
 */
export async function applyRows(
  tx: Tx,
  table: ImportTable,
  items: readonly Resolved[],
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  for (const item of items) {
    if (table === "products") {
      const product = item.row as ImportRow<"products">;
      await tx
        .update(products)
        .set({
          title: product.title,
          subtitle: product.subtitle ?? "",
          description: product.description ?? "",
        })
        .where(eq(products.id, item.productId));
      continue;
    }
    const updated = await tx
      .update(productCountries)
      .set(countryColumns(table, item))
      .where(
        and(eq(productCountries.productId, item.productId), eq(productCountries.countryId, item.countryId)),
      )
      .returning({ productId: productCountries.productId });
    if (updated.length === 0) {
      errors.push({ row: item.line, column: "country", message: "The product has no row for this country" });
    }
  }
  return errors;
}
