import {
  IMPORT_ROW_SCHEMAS,
  type ImportRowError,
  type ImportTable,
  importRowErrors,
} from "@catalogue/core/rules";
import { inArray, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/database";
import { countries, currencies, products } from "../../db/schema/index";
import { insertCountryRows } from "./insert-country-rows";
import type { FileRow } from "./read-table-file";
import type { Resolved } from "./resolved-row";
import { type Column, valuesOf } from "./values-list";

/** The country column's value for the product's default row (country id 0). */
const GLOBAL_COUNTRY = "GLOBAL";

/**
 * Checks every row of a file with core's row schema, then its part number, country and currency
 * against the database. Returns the rows ready to apply, or every row's errors (then nothing may be applied).
 */
export async function validateRows(
  db: Db,
  table: CountryTable,
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
  const seen = new Map<string, number>();
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
    // The same product and country twice in one file: which one should win is unclear, so neither does.
    const key = `${productId}:${countryId}`;
    const first = seen.get(key);
    if (first !== undefined && problems.length === 0) {
      problems.push({ row: line, column: "partNumber", message: `Same product and country as row ${first}` });
    }
    if (productId !== undefined && countryId !== undefined && first === undefined) seen.set(key, line);
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

/** The value of a row's cell, null when blank. */
export const field = (key: string) => (item: Resolved) => item.row[key] ?? null;

/** The tables whose rows update a product's row for one country (products has apply-products.ts). */
export type CountryTable = Exclude<ImportTable, "products">;

/** What each table writes into product_countries. */
const COUNTRY_COLUMNS: Record<CountryTable, Column[]> = {
  prices: [
    ["currency_id", "int", (item) => item.currencyId],
    ["local_list_price", "numeric", field("localListPrice")],
    ["global_reference_price", "numeric", field("globalReferencePrice")],
    ["crp", "numeric", field("crp")],
    ["ggp_unit_price", "numeric", field("ggpUnitPrice")],
    ["ggp_lower_limit", "numeric", field("ggpLowerLimit")],
    ["ggp_upper_limit", "numeric", field("ggpUpperLimit")],
  ],
  stock: [
    ["stock_status", "text", field("stockStatus")],
    ["quantity", "int", field("quantity")],
    ["critical_quantity", "int", field("criticalQuantity")],
  ],
  "phase-out": [
    ["phase_out_status", "text", field("phaseOutStatus")],
    ["partner_phase_out_text", "text", field("partnerPhaseOutText")],
  ],
  "market-clearance": [["market_clearance", "boolean", (item) => item.row.marketClearance === "CLEARED"]],
};

/** Rows per UPDATE ... FROM (VALUES ...): well under PostgreSQL's 65,535 parameters for the widest table. */
export const BATCH = 500;

/**
 * Writes the rows of one table inside the caller's transaction, 500 rows per statement. A price,
 * stock, phase-out or clearance row updates the product's row for that country. A price row for a country the
 * product has no row for starts that row; any other such row is an error (returned; the caller rolls the whole
 * table back).
 */
export async function applyRows(
  tx: Tx,
  table: CountryTable,
  items: readonly Resolved[],
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const updated = await updateFromValues(
      tx,
      "product_countries",
      ["product_id", "country_id"],
      COUNTRY_COLUMNS[table],
      batch,
    );
    const done = new Set(updated.map((row) => `${row.product_id}:${row.country_id}`));
    const missing = batch.filter((item) => !done.has(`${item.productId}:${item.countryId}`));
    // A price row brings every value a country row cannot do without: it may start one (a new product's).
    if (table === "prices") await insertCountryRows(tx, COUNTRY_COLUMNS.prices, missing);
    else
      errors.push(
        ...missing.map((item) => ({
          row: item.line,
          column: "country",
          message: "The product has no row for this country",
        })),
      );
  }
  return errors;
}

/** One UPDATE of many rows: `UPDATE t SET c = v.c FROM (VALUES ...) v WHERE t.key = v.key RETURNING keys`. */
export async function updateFromValues(
  tx: Tx,
  tableName: string,
  keys: readonly ("id" | "product_id" | "country_id")[],
  columns: readonly Column[],
  batch: readonly Resolved[],
): Promise<{ product_id?: number; country_id?: number }[]> {
  const values = valuesOf(keys, columns, batch);
  const names = [...keys, ...columns.map(([name]) => name)].join(", ");
  const sets = columns
    .map(([name, , , blank]) =>
      blank === "keeps" ? `${name} = coalesce(v.${name}, t.${name})` : `${name} = v.${name}`,
    )
    .join(", ");
  const match = keys.map((key) => `t.${key} = v.${key}`).join(" AND ");
  const returning = keys.map((key) => `t.${key}`).join(", ");
  return queryRows(
    tx,
    sql`UPDATE ${sql.raw(tableName)} AS t SET ${sql.raw(sets)} FROM (VALUES ${values}) AS v(${sql.raw(names)}) WHERE ${sql.raw(match)} RETURNING ${sql.raw(returning)}`,
  );
}
