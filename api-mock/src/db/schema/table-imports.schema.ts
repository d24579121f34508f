import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Issue 8 item 5 (migration 0020): table import runs, one record per imported table, and the claimed nights.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A run of one or all importers (manual or nightly); at most one is QUEUED or IN_PROGRESS (unique index). */
export const tableImportRuns = pgTable("table_import_runs", {
  id: serial().primaryKey(),
  trigger: text().notNull(),
  status: text().notNull(),
  createdAt: at("created_at").notNull(),
  heartbeatAt: at("heartbeat_at").notNull(),
  finishedAt: at("finished_at"),
});

/** Core spec 3: the import record of one table in one run, with its log lines and row errors. */
export const tableImports = pgTable(
  "table_imports",
  {
    id: serial().primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => tableImportRuns.id, { onDelete: "cascade" }),
    tableName: text("table_name").notNull(),
    tableType: text("table_type").notNull(),
    status: text().notNull(),
    importDate: at("import_date").notNull(),
    startDatetime: at("start_datetime"),
    finishDatetime: at("finish_datetime"),
    totalImportTime: integer("total_import_time"),
    errors: jsonb().$type<string[]>().notNull().default([]),
    logs: jsonb().$type<{ timestamp: string; runStatus: string; message: string }[]>().notNull().default([]),
  },
  (table) => [index("table_imports_import_date").on(table.importDate)],
);

/** The nightly synchronisation of one night, claimed by the one instance that inserted it. */
export const tableImportNights = pgTable("table_import_nights", {
  night: date({ mode: "string" }).primaryKey(),
  claimedAt: at("claimed_at").notNull(),
});
