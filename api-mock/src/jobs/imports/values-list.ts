import { type SQL, sql } from "drizzle-orm";
import type { Resolved } from "./resolved-row";

/**
 * A column a table sets: its SQL name and type, its value from a resolved row, and whether a blank cell (null)
 * keeps the stored value instead of clearing it.
 */
export type Column = [
  name: string,
  type: "int" | "numeric" | "text" | "boolean",
  value: (item: Resolved) => unknown,
  blank?: "keeps",
];

/** `(key, ..., column, ...), ...`: the rows of a batch as a VALUES list, each value cast to its column's type. */
export function valuesOf(
  keys: readonly ("id" | "product_id" | "country_id")[],
  columns: readonly Column[],
  batch: readonly Resolved[],
): SQL {
  const keyValue = (item: Resolved, key: string) => (key === "country_id" ? item.countryId : item.productId);
  return sql.join(
    batch.map(
      (item) =>
        sql`(${sql.join(
          [
            ...keys.map((key) => sql`${keyValue(item, key)}::int`),
            ...columns.map(([, type, value]) => sql`${value(item)}::${sql.raw(type)}`),
          ],
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}
