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
  /** Rows in the table's file, once it has been read (null before, and when there was no file). */
  rowsTotal: z.int().nonnegative().nullable(),
  /** Rows of the file applied so far (null before the file is read). */
  rowsDone: z.int().nonnegative().nullable(),
  errors: z.array(z.string()),
  logs: z.array(ImportLog),
});
export type ImportRecord = z.infer<typeof ImportRecord>;

/** Supplement 4: the state of an import run (a run of one table or of all of them). */
export const ImportRunStatus = z.enum(["QUEUED", "IN_PROGRESS", "SUCCESS", "FAILED", "NOT_FINALIZED"]);
export type ImportRunStatus = z.infer<typeof ImportRunStatus>;

/** Who started a manual import run. */
export const ImportRunStarter = z.object({ id: Id, name: z.string(), email: z.string() });
export type ImportRunStarter = z.infer<typeof ImportRunStarter>;

/**
 * The newest import run: how and by whom it was started (no one for the nightly synchronisation), and, while it
 * runs, when it should end (from the durations of earlier runs; null when there were none).
 */
export const ImportRun = z.object({
  status: ImportRunStatus,
  trigger: z.enum(["MANUAL", "NIGHTLY"]),
  startedBy: ImportRunStarter.nullable(),
  startedAt: Timestamp,
  finishedAt: Timestamp.nullable(),
  expectedEndAt: Timestamp.nullable(),
});
export type ImportRun = z.infer<typeof ImportRun>;

/**
 * Core spec 3 / supplement 9: whether a synchronisation runs now and whether a manual one may start; the newest run
 * and when a manual run may start (null when it may start now), so that a refused start can say why and till when.
 */
export const SynchronizationStatus = z.object({
  synchronizationInProgress: z.boolean(),
  synchronizationIsPossible: z.boolean(),
  latestRun: ImportRun.nullable(),
  possibleAt: Timestamp.nullable(),
  /** Core spec 9 ("all tables synchronise automatically every night"): when the next nightly run is due. */
  nextNightlyAt: Timestamp.optional(),
});
export type SynchronizationStatus = z.infer<typeof SynchronizationStatus>;
