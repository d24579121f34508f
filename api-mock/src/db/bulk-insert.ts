import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./database";

/** Rows per statement: large enough that PGlite's per-statement cost vanishes, small enough to keep memory flat. */
export const BULK_CHUNK = 2_000;

/**
 * Multi-row INSERTs written as SQL text with quoted literals, for seeding large tables. A profile
 * of seeding 50,000 products showed drizzle's query builder (and binding 7,500 parameters per statement in
 * PGlite's wire protocol) took most of the 140 s; literals skip both. Only for trusted rows (the generated seed):
 * every value is still escaped, so a quote in a title cannot break the statement.
 */
export async function bulkInsert<Table extends PgTable>(
  db: Pick<Db, "execute">,
  table: Table,
  rows: readonly Table["$inferInsert"][],
  chunk = BULK_CHUNK,
): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const head = `INSERT INTO "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows.slice(start, start + chunk).map((row) => {
      const record = row as Record<string, unknown>;
      const cells = columns.map(([key, column]) => {
        const value = record[key];
        if (value === undefined) return "DEFAULT";
        if (value === null) return "NULL";
        return literal(column.mapToDriverValue(value));
      });
      return `(${cells.join(", ")})`;
    });
    await db.execute(sql.raw(head + values.join(", ")));
  }
}

/** A SQL literal of a driver value; text is quoted with doubled quotes (standard_conforming_strings is on). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`bulkInsert: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === "string") return quote(value);
  return quote(JSON.stringify(value));
}

function quote(text: string): string {
  if (text.includes("\0")) throw new Error("bulkInsert: text with a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}
