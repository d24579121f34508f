import { mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import type { ImportRecord, ImportStatus } from "@catalogue/core/model";
import type { ImportTable } from "@catalogue/core/rules";
import type { ChangeNotifications } from "../../db/change-notifications";
import type { Db } from "../../db/database";
import { refreshPlannerStatistics } from "../../db/planner-statistics";
import {
  isUniqueViolation,
  logLine,
  type TableImportsRepository,
  toImportRecord,
} from "../../features/table-imports/table-imports.repository";
import { businessRule } from "../../http/domain-error";
import { planTable } from "./plan-table";
import { findTableFile, readTableFile } from "./read-table-file";

/** How a run was started: by a person (subject to the "too early" rule) or by the nightly scheduler. */
export type ImportTrigger = "MANUAL" | "NIGHTLY";

/** Test seams of a run. */
export interface ImportHooks {
  /** Called once a table's import is IN_PROGRESS, before its file is read (the database is free meanwhile). */
  beforeTable?(table: ImportTable): Promise<void>;
  /** Called inside a table's transaction after its rows are written, before it commits. */
  beforeCommit?(table: ImportTable): Promise<void>;
}

/** Row errors roll a table back: thrown inside the transaction, caught outside it. */
class RowsRejected extends Error {
  constructor(readonly lines: string[]) {
    super("rows rejected");
  }
}

/**
 * Queues runs (one at a time across instances, claimed through the database), imports each
 * table's file in its own transaction (a bad row rolls the whole table back), keeps status, times and logs on
 * the table's record, archives applied files and rebuilds the catalogue index once the run is over.
 */
export class ImportRunner {
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly repository: TableImportsRepository,
    /** Announces each applied table to the other processes and rebuilds this one's catalogue after the run. */
    private readonly changes: Pick<ChangeNotifications, "announce" | "refresh">,
    private readonly importDir: string,
    private readonly now: () => Date,
    private readonly hooks: ImportHooks = {},
  ) {}

  /**
   * Queues a run of the given tables and starts it in the background; 409 IMPORT_STARTED_TOO_EARLY if refused.
   * `startedBy` is the user who asked for a manual run.
   */
  async trigger(
    tables: readonly ImportTable[],
    trigger: ImportTrigger,
    startedBy: number | null = null,
  ): Promise<ImportRecord[]> {
    const now = this.now();
    let created: Awaited<ReturnType<TableImportsRepository["createRun"]>>;
    try {
      created = await this.repository.createRun(
        trigger,
        tables,
        now,
        (last) => {
          if (trigger === "MANUAL" && last && now.getTime() - last.getTime() < IMPORT_MIN_INTERVAL_MS)
            throw tooEarly();
        },
        startedBy,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw tooEarly();
      throw error;
    }
    const { runId, records } = created;
    this.running = this.running.then(() =>
      this.execute(
        runId,
        records.map((r) => r.id),
      ).catch(() =>
        // The database failed under the run: mark it failed if it still can; a crash is finalised on restart.
        this.repository.setRunStatus(runId, "FAILED", this.now(), true).catch(() => undefined),
      ),
    );
    return records.map(toImportRecord);
  }

  /** Resolves when every run this instance started has finished (tests and graceful shutdown wait for it). */
  settled(): Promise<void> {
    return this.running;
  }

  private async execute(runId: number, recordIds: number[]): Promise<void> {
    await this.repository.setRunStatus(runId, "IN_PROGRESS", this.now(), false);
    let failed = false;
    let applied = false;
    for (const id of recordIds) {
      const outcome = await this.importTable(id).catch(async (error: unknown) => {
        await this.finish(id, this.now(), "CRITICAL", [
          logLine(this.now(), "FAILED", `Import failed: ${String(error)}`),
        ]);
        return "CRITICAL" as const;
      });
      failed ||= outcome === "CRITICAL";
      applied ||= outcome === "SUCCESS";
      await this.repository.setRunStatus(runId, "IN_PROGRESS", this.now(), false);
    }
    // Readers keep the old index until the new one is built (ProductCatalogue.reload swaps them).
    if (applied) {
      await refreshPlannerStatistics(this.db);
      await this.changes.refresh({ kind: "catalogue" });
    }
    await this.repository.setRunStatus(runId, failed ? "FAILED" : "SUCCESS", this.now(), true);
  }

  /** One table: read its file, validate every row, apply them in one transaction; returns the record's status. */
  private async importTable(id: number): Promise<ImportStatus> {
    const record = await this.repository.record(id);
    if (!record) throw new Error(`The import record ${id} is gone`);
    const table = record.tableName;
    const started = this.now();
    await this.repository.updateRecord(id, { status: "IN_PROGRESS", startDatetime: started }, [
      logLine(started, "IN_PROGRESS", `Import of ${table} started`),
    ]);
    await this.hooks.beforeTable?.(table);
    const file = findTableFile(this.importDir, table);
    if (!file) {
      const line = logLine(
        this.now(),
        "WARN",
        `No file ${table}.csv or ${table}.xlsx in the import folder: nothing changed`,
      );
      return this.finish(id, started, "WARNING", [line]);
    }
    const contents = await readTableFile(file, table);
    await this.repository.updateRecord(
      id,
      { tableType: contents.type, rowsTotal: contents.rows.length, rowsDone: 0 },
      [logLine(this.now(), "IN_PROGRESS", `Read ${contents.fileName}: ${contents.rows.length} rows`)],
    );
    if (contents.headerErrors.length > 0) return this.reject(id, started, file, contents.headerErrors);
    const plan = await planTable(this.db, table, contents.rows, contents.fileName, started);
    if (plan.problems.length > 0) return this.reject(id, started, file, plan.problems);
    let summary = "";
    try {
      await this.db.transaction(async (tx) => {
        const applied = await plan.apply(tx);
        if (applied.problems.length > 0) throw new RowsRejected(applied.problems);
        // Other processes rebuild their catalogue once this table commits (this one after the whole run).
        await this.changes.announce(tx, { kind: "catalogue" });
        summary = applied.summary;
        await this.hooks.beforeCommit?.(table);
      });
    } catch (error) {
      if (error instanceof RowsRejected) return this.reject(id, started, file, error.lines);
      throw error;
    }
    archive(file, path.join(this.importDir, "applied"), started);
    await this.repository.updateRecord(id, { rowsDone: contents.rows.length });
    const line = logLine(this.now(), "SUCCESS", summary);
    return this.finish(id, started, "SUCCESS", [line]);
  }

  /** A file with bad rows: nothing applied, every problem in the record's errors and log, the file set aside. */
  private async reject(id: number, started: Date, file: string, problems: string[]): Promise<ImportStatus> {
    archive(file, path.join(this.importDir, "rejected"), started);
    const lines = [
      ...problems.map((problem) => logLine(this.now(), "FAILED", problem)),
      logLine(
        this.now(),
        "FAILED",
        `${problems.length} problems: nothing of ${path.basename(file)} was applied`,
      ),
    ];
    return this.finish(id, started, "CRITICAL", lines, problems);
  }

  private async finish(
    id: number,
    started: Date,
    status: ImportStatus,
    logs: ReturnType<typeof logLine>[],
    errors: string[] = [],
  ): Promise<ImportStatus> {
    const finished = this.now();
    await this.repository.updateRecord(
      id,
      {
        status,
        finishDatetime: finished,
        totalImportTime: Math.max(0, finished.getTime() - started.getTime()),
      },
      logs,
      errors,
    );
    return status;
  }
}

function tooEarly() {
  return businessRule("IMPORT_STARTED_TOO_EARLY", "Import started too early");
}

/** Moves a processed file aside (applied/ or rejected/), stamped, so the next run does not read it again. */
function archive(file: string, folder: string, at: Date): void {
  mkdirSync(folder, { recursive: true });
  renameSync(file, path.join(folder, `${at.toISOString().replace(/[:.]/g, "-")}-${path.basename(file)}`));
}
