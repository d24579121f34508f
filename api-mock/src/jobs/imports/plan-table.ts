import type { ImportRowError, ImportTable } from "@catalogue/core/rules";
import type { Db, Tx } from "../../db/database";
import { applyProducts, planProducts } from "./apply-products";
import { applyRows, validateRows } from "./apply-table";
import type { FileRow } from "./read-table-file";

/** One table's file, checked: its problems (then nothing may apply), or how to apply it inside a transaction. */
export interface TablePlan {
  problems: string[];
  /** Writes the file; problems found only by the database roll the table back. */
  apply(tx: Tx): Promise<{ problems: string[]; summary: string }>;
}

const lineOf = (error: ImportRowError) => `Row ${error.row}, ${error.column}: ${error.message}`;

/** Checks a table's rows (products: as the whole catalogue, apply-products.ts). */
export async function planTable(
  db: Db,
  table: ImportTable,
  rows: readonly FileRow[],
  fileName: string,
  now: Date,
): Promise<TablePlan> {
  if (table === "products") {
    const { plan, problems, refusal } = await planProducts(db, rows);
    return {
      problems: [...problems.map(lineOf), ...(refusal ? [refusal] : [])],
      apply: async (tx) => {
        const done = await applyProducts(tx, plan, now);
        const removed =
          done.removed === 0
            ? ""
            : ` (with ${done.listElements} list elements on ${done.lists} lists and ${done.favourites} favourites)`;
        return {
          problems: [],
          summary: `${fileName} applied: ${done.updated} products updated, ${done.created} created, ${done.removed} removed${removed}`,
        };
      },
    };
  }
  const { resolved, errors } = await validateRows(db, table, rows);
  return {
    problems: errors.map(lineOf),
    apply: async (tx) => ({
      problems: (await applyRows(tx, table, resolved)).map(lineOf),
      summary: `${resolved.length} rows of ${fileName} applied`,
    }),
  };
}
