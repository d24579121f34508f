import type { ProductStatistic } from "@catalogue/core/api";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

/** Supplement 7 (`favorite-occurences`): how many users marked each product as favourite, most marked first. */
export function favoriteOccurrences(db: Db, limit: number): Promise<ProductStatistic[]> {
  return queryRows<ProductStatistic>(
    db,
    sql`SELECT p.id AS "productId", p.title, p.part_number AS "partNumber", count(*)::int AS "value"
    FROM favorite_products f JOIN products p ON p.id = f.product_id
    GROUP BY p.id, p.title, p.part_number
    ORDER BY count(*) DESC, p.id
    LIMIT ${limit}`,
  );
}
