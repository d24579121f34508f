import type { Transaction } from "@electric-sql/pglite";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { PgliteSession } from "drizzle-orm/pglite";
import { bulkInsert } from "./bulk-insert";
import type { Db } from "./database";

/** Rows per COPY: one statement's text stays a few MB (PGlite copies the blob into its memory byte by byte). */
export const COPY_CHUNK = 25_000;

type Query = Transaction["query"];

/**
 * The PGlite connection (or transaction) under a drizzle handle, or undefined on node-postgres. drizzle keeps it in
 * its session's private `client` (`db._.session` is public); a drizzle upgrade that renames it fails loudly here (the seed tests catch it)
 * rather than silently falling back to slower inserts.
 */
export function pgliteQueryOf(db: Pick<Db, "_">): Query | undefined {
  const session = db._.session;
  if (!is(session, PgliteSession)) return undefined;
  const client = (session as unknown as { client?: { query?: Query } }).client;
  if (typeof client?.query !== "function")
    throw new Error("copyRows: drizzle's PGlite session has no client");
  return client.query.bind(client);
}

/**
 * Writes generated rows as fast as the engine allows, with the same result as `bulkInsert`: on PGlite as
 * `COPY ... FROM '/dev/blob'` (no SQL to parse or plan per row; measured at 50,000 products against literal
 * multi-row INSERTs, see docs/api/benchmark.md), elsewhere as `bulkInsert`'s literal INSERTs. Only for trusted rows
 * (the generated seed). A column left undefined in every row takes its default, as in `bulkInsert`; a column
 * undefined in some rows only must have no default (it is then NULL in both).
 */
export async function copyRows<Table extends PgTable>(
  db: Db,
  table: Table,
  rows: readonly Table["$inferInsert"][],
  chunk = COPY_CHUNK,
): Promise<void> {
  const query = pgliteQueryOf(db);
  if (!query) return bulkInsert(db, table, rows);
  const copy = copyTextOf(table, rows, chunk);
  if (!copy) return bulkInsert(db, table, rows);
  for (const text of copy.chunks) await query(copy.statement, [], { blob: new Blob([text]) });
}

/** A COPY statement and its data, a text per chunk of rows (what `copyRows` sends; the seed worker builds it too). */
export interface CopyText {
  statement: string;
  chunks: Iterable<string>;
}

/** The COPY of `rows` into `table`, or undefined when there is nothing to copy (no rows, or no column given). */
export function copyTextOf<Table extends PgTable>(
  table: Table,
  rows: readonly Table["$inferInsert"][],
  chunk = COPY_CHUNK,
): CopyText | undefined {
  const columns = copiedColumns(table, rows);
  if (columns.length === 0 || rows.length === 0) return undefined;
  const statement = `COPY "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(", ")}) FROM '/dev/blob'`;
  const keys = columns.map(([key]) => key);
  const cells = columns.map(([, column]) => cellWriter(column));
  function* chunks(): Generator<string> {
    for (let start = 0; start < rows.length; start += chunk) {
      const lines: string[] = [];
      for (let index = start; index < Math.min(start + chunk, rows.length); index += 1) {
        const record = rows[index] as Record<string, unknown>;
        let line = (cells[0] as CellWriter)(record[keys[0] as string]);
        for (let at = 1; at < keys.length; at += 1)
          line += `\t${(cells[at] as CellWriter)(record[keys[at] as string])}`;
        lines.push(line);
      }
      yield `${lines.join("\n")}\n`;
    }
  }
  return { statement, chunks: chunks() };
}

type Column = ReturnType<typeof getTableColumns>[string];

/** The columns some row gives a value; a column with a default must then have one in every row. */
function copiedColumns(table: PgTable, rows: readonly object[]): [string, Column][] {
  return Object.entries(getTableColumns(table)).filter(([key, column]) => {
    const defined = (row: object) => (row as Record<string, unknown>)[key] !== undefined;
    if (!rows.some(defined)) return false;
    if (column.hasDefault && !rows.every(defined))
      throw new Error(`copyRows: ${column.name} is given in some rows only and has a default`);
    return true;
  });
}

type CellWriter = (value: unknown) => string;

/** A column's cell writer: NULL, or the driver value (an array literal, JSON text, ...) as COPY text. */
function cellWriter(column: Column): CellWriter {
  return (value) =>
    value === undefined || value === null ? "\\N" : copyText(column.mapToDriverValue(value));
}

/** A driver value in COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyText(value: unknown): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`copyRows: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "t" : "f";
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\0")) throw new Error("copyRows: text with a NUL character");
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, escapeOne) : text;
}

const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function escapeOne(character: string): string {
  return ESCAPES[character] ?? character;
}
