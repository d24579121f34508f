import type { ImportLog, ImportStatus } from "@catalogue/core/model";
import type { ImportTable } from "@catalogue/core/rules";
import { bigint, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.schema";

// Table import runs, one record per imported table, and the claimed nights.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A run of one or all importers (manual or nightly); at most one is QUEUED or IN_PROGRESS (unique index). */
export const tableImportRuns = pgTable("table_import_runs", {
  id: serial().primaryKey(),
  trigger: text().notNull(),
  status: text().notNull(),
  createdAt: at("created_at").notNull(),
  heartbeatAt: at("heartbeat_at").notNull(),
  finishedAt: at("finished_at"),
  /** Who started a manual run; null for the nightly one (and once that user is removed). */
  startedBy: bigint("started_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
});

/** Core spec 3: the import record of one table in one run, with its log lines and row errors. */
export const tableImports = pgTable(
  "table_imports",
  {
    id: serial().primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => tableImportRuns.id, { onDelete: "cascade" }),
    tableName: text("table_name").$type<ImportTable>().notNull(),
    tableType: text("table_type").notNull(),
    status: text().$type<ImportStatus>().notNull(),
    importDate: at("import_date").notNull(),
    startDatetime: at("start_datetime"),
    finishDatetime: at("finish_datetime"),
    totalImportTime: integer("total_import_time"),
    /** Rows in the table's file once it is read, and how many of them are applied. */
    rowsTotal: integer("rows_total"),
    rowsDone: integer("rows_done"),
    errors: jsonb().$type<string[]>().notNull().default([]),
    logs: jsonb().$type<ImportLog[]>().notNull().default([]),
  },
  (table) => [index("table_imports_import_date").on(table.importDate)],
);

/** The nightly synchronisation of one night, claimed by the one instance that inserted it. */
export const tableImportNights = pgTable("table_import_nights", {
  night: date({ mode: "string" }).primaryKey(),
  claimedAt: at("claimed_at").notNull(),
});
