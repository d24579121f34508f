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
  { chunk = COPY_CHUNK, freeze = false }: CopyOptions = {},
): Promise<void> {
  const query = pgliteQueryOf(db);
  if (!query) return bulkInsert(db, table, rows);
  const copy = copyTextOf(table, rows, { chunk, freeze });
  if (!copy) return bulkInsert(db, table, rows);
  for (const text of copy.chunks) await query(copy.statement, [], { blob: new Blob([text]) });
}

/** How `copyRows` and `copyTextOf` write. */
export interface CopyOptions {
  /** Rows per COPY statement. */
  chunk?: number;
  /**
   * `COPY ... WITH (FREEZE)`: the rows are written frozen and their pages all-visible, so the first reads
   * (`ANALYZE`, the catalogue load) do not set every row's hint bits and write each page once more. Only for a
   * table emptied or created in the current transaction (PostgreSQL refuses it otherwise); no other session sees
   * the table meanwhile, which FREEZE's relaxed visibility needs.
   */
  freeze?: boolean;
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
  { chunk = COPY_CHUNK, freeze = false }: CopyOptions = {},
): CopyText | undefined {
  const columns = copiedColumns(table, rows);
  if (columns.length === 0 || rows.length === 0) return undefined;
  const statement = `COPY "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(", ")}) FROM '/dev/blob'${freeze ? " WITH (FREEZE)" : ""}`;
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

// Columns whose driver value is the value itself (or its `String`, numeric's): their cells are written without
// drizzle's mapping, which at 650,000 country rows was a large part of building the COPY text.
const NUMBER_COLUMNS = new Set([
  "PgInteger",
  "PgSmallInt",
  "PgBigInt53",
  "PgSerial",
  "PgNumericNumber",
  "PgReal",
  "PgDoublePrecision",
]);
const TEXT_COLUMNS = new Set(["PgText", "PgVarchar", "PgChar"]);

/** A column's cell writer: NULL, or the driver value (an array literal, JSON text, ...) as COPY text. */
function cellWriter(column: Column): CellWriter {
  const mapped: CellWriter = (value) =>
    value === undefined || value === null ? "\\N" : copyText(column.mapToDriverValue(value));
  if (NUMBER_COLUMNS.has(column.columnType))
    return (value) => (typeof value === "number" ? numberText(value) : mapped(value));
  if (TEXT_COLUMNS.has(column.columnType))
    return (value) => (typeof value === "string" ? escapedText(value) : mapped(value));
  if (column.columnType === "PgBoolean")
    return (value) => (value === true ? "t" : value === false ? "f" : mapped(value));
  return mapped;
}

/** A driver value in COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyText(value: unknown): string {
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  return escapedText(
    value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value),
  );
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`copyRows: not a finite number: ${value}`);
  return String(value);
}

const SPECIAL = /[\\\t\n\r\0]/;

function escapedText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  if (text.includes("\0")) throw new Error("copyRows: text with a NUL character");
  return text.replace(/[\\\t\n\r]/g, escapeOne);
}

const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function escapeOne(character: string): string {
  return ESCAPES[character] ?? character;
}
