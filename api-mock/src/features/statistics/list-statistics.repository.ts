import type { ProductListOverallStatistics, ProductStatistic } from "@catalogue/core/api";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

/*
 * Supplement 7 (`/firebase-statistics/...`): the figures over product lists, read from the lists feature's
 * `product_lists` and `list_elements` (migration 0010). Prices are compared in EUR: a list's CRP is in the list's
 * currency, and 1 EUR = eur_rate units of it.
 */

function perProduct(db: Db, figure: SQL, limit: number): Promise<ProductStatistic[]> {
  return queryRows<ProductStatistic>(
    db,
    sql`SELECT p.id AS "productId", p.title, p.part_number AS "partNumber", (${figure})::float8 AS "value"
    FROM list_elements e
    JOIN product_lists l ON l.id = e.list_id
    JOIN products p ON p.id = e.product_id
    LEFT JOIN currencies cur ON cur.id = l.currency_id
    GROUP BY p.id, p.title, p.part_number
    HAVING (${figure}) IS NOT NULL
    ORDER BY 4 DESC, p.id
    LIMIT ${limit}`,
  );
}

/** `amount-product-list`: how many product lists exist. */
export async function amountProductLists(db: Db): Promise<number> {
  const rows = await queryRows<{ value: number }>(
    db,
    sql`SELECT count(*)::int AS "value" FROM product_lists`,
  );
  return rows[0]?.value ?? 0;
}

/** `product-occurrences`: on how many lists each product is. */
export const productOccurrences = (db: Db, limit: number) =>
  perProduct(db, sql`count(DISTINCT e.list_id)`, limit);

/** `amount-quantity-per-product`: the packages of each product over all lists. */
export const amountQuantityPerProduct = (db: Db, limit: number) =>
  perProduct(db, sql`sum(e.quantity)`, limit);

/** `average-quantity-per-product`: the mean packages of each product on the lists holding it. */
export const averageQuantityPerProduct = (db: Db, limit: number) =>
  perProduct(db, sql`round(avg(e.quantity)::numeric, 2)`, limit);

/** `average-price-per-product`: the mean CRP in EUR of each product where a CRP was entered. */
export const averagePricePerProduct = (db: Db, limit: number) =>
  perProduct(db, sql`round(avg(e.crp / NULLIF(cur.eur_rate, 0))::numeric, 2)`, limit);

/** `average-products`: the mean number of products on a list (empty lists count as 0). */
export async function averageProducts(db: Db): Promise<number> {
  const rows = await queryRows<{ value: number }>(
    db,
    sql`SELECT COALESCE(round(avg(n)::numeric, 2), 0)::float8 AS "value"
    FROM (SELECT count(e.product_id) AS n FROM product_lists l LEFT JOIN list_elements e ON e.list_id = l.id GROUP BY l.id) per_list`,
  );
  return rows[0]?.value ?? 0;
}

/** `product-list-overall-statistics`: the overall figures in one answer. */
export async function overallStatistics(db: Db): Promise<ProductListOverallStatistics> {
  const rows = await queryRows<Omit<ProductListOverallStatistics, "averageProducts">>(
    db,
    sql`SELECT (SELECT count(*) FROM product_lists)::int AS "amountProductLists",
      (SELECT count(*) FROM list_elements)::int AS "amountListElements",
      COALESCE((SELECT round(avg(quantity)::numeric, 2) FROM list_elements), 0)::float8 AS "averageQuantity",
      (SELECT count(DISTINCT owner_id) FROM product_lists)::int AS "usersWithLists"`,
  );
  const row = rows[0] ?? {
    amountProductLists: 0,
    amountListElements: 0,
    averageQuantity: 0,
    usersWithLists: 0,
  };
  return { ...row, averageProducts: await averageProducts(db) };
}
