import * as z from "zod";
import { Id, Timestamp } from "./common";
import { ImportStatus, RunStatus } from "./enums";

/** Core spec 3: one log line of an import run. */
export const ImportLog = z.object({ timestamp: Timestamp, runStatus: RunStatus, message: z.string() });
export type ImportLog = z.infer<typeof ImportLog>;

/**
 * Core spec 3 and supplement 3: one table import (queued, in progress, then success or failure, core spec 4.1).
 * totalImportTime is in milliseconds and null while the import has not finished.
 */
export const ImportRecord = z.object({
  id: Id,
  tableName: z.string().min(1),
  tableType: z.string().min(1),
  status: ImportStatus,
  importDate: Timestamp,
  startDatetime: Timestamp.nullable(),
  finishDatetime: Timestamp.nullable(),
  totalImportTime: z.int().nonnegative().nullable(),
  errors: z.array(z.string()),
  logs: z.array(ImportLog),
});
export type ImportRecord = z.infer<typeof ImportRecord>;

/** Core spec 3: whether a synchronisation runs now and whether a manual one may start. */
export const SynchronizationStatus = z.object({
  synchronizationInProgress: z.boolean(),
  synchronizationIsPossible: z.boolean(),
});
export type SynchronizationStatus = z.infer<typeof SynchronizationStatus>;
