import * as z from "zod";
import { Id, Timestamp } from "../model/common";

/** Core spec 2.3 (system management, database activity): one table's size and its reads and writes. */
export const TableActivity = z.object({
  table: z.string().min(1),
  /** Rows the database estimates the table holds now. */
  rows: z.int().nonnegative(),
  sizeBytes: z.int().nonnegative(),
  /** Rows inserted, updated and deleted, and scans, since the database's statistics were last reset. */
  inserts: z.int().nonnegative(),
  updates: z.int().nonnegative(),
  deletes: z.int().nonnegative(),
  sequentialScans: z.int().nonnegative(),
  indexScans: z.int().nonnegative(),
});
export type TableActivity = z.infer<typeof TableActivity>;

/** Core spec 2.3 (database activity): the database's size and its tables, the most written first. */
export const DatabaseActivity = z.object({
  databaseSizeBytes: z.int().nonnegative(),
  tables: z.array(TableActivity),
});
export type DatabaseActivity = z.infer<typeof DatabaseActivity>;

/** Core spec 2.3 (error logs): one request the server answered with a fault (5xx). */
export const ErrorLogEntry = z.object({
  at: Timestamp,
  method: z.string().min(1),
  path: z.string().min(1),
  status: z.int().min(500).max(599),
  durationMs: z.number().nonnegative(),
  userId: Id.nullable(),
  /** The id the server logged the fault's stack under (and sent in the error envelope). */
  correlationId: z.string().min(1),
});
export type ErrorLogEntry = z.infer<typeof ErrorLogEntry>;
