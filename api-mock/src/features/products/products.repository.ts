import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { productCountries, products } from "../../db/schema/index";
import { CATALOGUE_ROW_JSON, parseCatalogueRow } from "./catalogue-row-text";
import type { CatalogueRow } from "./catalogue-rows";
import { COUNTRY_ROW_TEXT } from "./country-text-parser";

/** Products per query of the catalogue load: PGlite builds each answer whole, so batches keep its memory flat. */
export const CATALOGUE_BATCH = 5_000;

/**
 * Streams every product with the text of its country rows (see `parseCountryText`; none
 * when it has no rows) to `onProduct`, in batches of `CATALOGUE_BATCH` by id (the detail parts load later, see
 * `ProductCatalogue`). Each product comes as one JSON text (`CATALOGUE_ROW_JSON`) and its country rows as one
 * text (`loadCountryTexts`): a profile of the old load (650,000 country rows of 15 columns at 50,000 products)
 * showed PGlite's wire-protocol parsing took most of its 25 s.
 */
export async function loadCatalogue(
  db: Db,
  onProduct: (row: CatalogueRow, countryText: string | undefined) => void,
  batch = CATALOGUE_BATCH,
): Promise<void> {
  // The smallest int4: product ids are integer columns, so a smaller bound would not fit the parameter.
  let after = -2_147_483_648;
  for (;;) {
    const rows = await queryRows<{ id: number; row: string }>(
      db,
      sql`SELECT id, ${CATALOGUE_ROW_JSON} AS row FROM ${products} WHERE id > ${after} ORDER BY id LIMIT ${batch}`,
    );
    const last = rows.at(-1);
    const lastId = last === undefined ? after : Number(last.id);
    const countries = await loadCountryTexts(db, after, lastId);
    for (const { row } of rows) {
      const product = parseCatalogueRow(row);
      onProduct(product, countries.get(product.id));
    }
    if (!last || rows.length < batch) return;
    after = lastId;
  }
}

/** How many country rows there are, so the catalogue sizes its store once (`CountryRowStore`). */
export async function countCountryRows(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*)::int AS count FROM ${productCountries}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The country rows of the products with ids in (`after`, `last`], one text per product (see
 * `COUNTRY_ROW_TEXT`). One grouped scan of the table, text fields: measured at 50,000 products (PGlite, CPU), 1.7 s
 * against 3.7 s for the former JSON array per product from a subquery per product.
 */
async function loadCountryTexts(db: Db, after: number, last: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; countries: string }>(
    db,
    sql`SELECT pc.product_id AS id, string_agg(${COUNTRY_ROW_TEXT}, ';' ORDER BY pc.country_id) AS countries
      FROM ${productCountries} pc WHERE pc.product_id > ${after} AND pc.product_id <= ${last}
      GROUP BY pc.product_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.countries]));
}
