import type { ImportRecord, ImportStatus } from "@catalogue/core/model";
import { count, duration } from "../../runtime/format";

/** Core spec 4.1: an import is queued, in progress, then done (success, warning) or failed. */
export function isActive(status: ImportStatus): boolean {
  return status === "QUEUED" || status === "IN_PROGRESS";
}

/** Core spec 4.1: the outcomes that mean the table's file was not applied. */
export function isFailed(status: ImportStatus): boolean {
  return status === "CRITICAL" || status === "NOT_FINALIZED";
}

/** What the live view and the plain lines show of one import. */
export interface ImportProgress {
  readonly id: number;
  readonly table: string;
  readonly status: ImportStatus;
  readonly rowsDone: number | null;
  readonly rowsTotal: number | null;
  /** Rows applied per second so far; null before any row is known. */
  readonly rowsPerSecond: number | null;
  /** Since the import started (till it finished); null while queued. */
  readonly elapsedMs: number | null;
}

/** The progress of one import at `now`. */
export function progressOf(record: ImportRecord, now: number): ImportProgress {
  const started = record.startDatetime ? Date.parse(record.startDatetime) : null;
  const ended = record.finishDatetime ? Date.parse(record.finishDatetime) : now;
  const elapsedMs = started === null ? null : Math.max(0, ended - started);
  const rowsPerSecond =
    record.rowsDone === null || elapsedMs === null
      ? null
      : elapsedMs === 0
        ? record.rowsDone === 0
          ? 0
          : null
        : (record.rowsDone * 1000) / elapsedMs;
  return {
    id: record.id,
    table: record.tableName,
    status: record.status,
    rowsDone: record.rowsDone,
    rowsTotal: record.rowsTotal,
    rowsPerSecond,
    elapsedMs,
  };
}

/** "40 of 60 rows", "60 rows", or "-" before the file is read. */
export function rowsText(progress: ImportProgress): string {
  if (progress.rowsTotal === null) return "-";
  return `${count(progress.rowsDone ?? 0)} of ${count(progress.rowsTotal)} rows`;
}

/** "1,200 rows/s", or "-" when there is no rate yet. */
export function rateText(progress: ImportProgress): string {
  return progress.rowsPerSecond === null ? "-" : `${count(Math.round(progress.rowsPerSecond))} rows/s`;
}

/** One plain line of an import, for logs and pipes: `#57 prices IN_PROGRESS 0 of 60 rows, -, 1.2 s`. */
export function plainLine(progress: ImportProgress): string {
  return `#${progress.id} ${progress.table} ${progress.status} ${rowsText(progress)}, ${rateText(progress)}, ${duration(progress.elapsedMs)}`;
}

/** What changes between two polls matters to a plain log: status and rows (not the ticking clock). */
export function changeKey(record: ImportRecord): string {
  return `${record.status}|${record.rowsDone}|${record.rowsTotal}`;
}
