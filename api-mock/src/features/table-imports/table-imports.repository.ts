import { IMPORT_HISTORY_DAYS, IMPORT_HISTORY_PAGE_SIZE } from "@catalogue/core/constants";
import type {
  ImportLog,
  ImportRecord,
  ImportRunStatus,
  ImportStatus,
  Page,
  RunStatus,
} from "@catalogue/core/model";
import type { ImportTable } from "@catalogue/core/rules";
import { and, count, desc, eq, gte, inArray, isNotNull, lt, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { tableImportNights, tableImportRuns, tableImports, users } from "../../db/schema/index";

type RecordRow = typeof tableImports.$inferSelect;
const ACTIVE: ImportStatus[] = ["QUEUED", "IN_PROGRESS"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Core spec 3: a stored record as the API shows it. */
export function toImportRecord(row: RecordRow): ImportRecord {
  return {
    id: row.id,
    tableName: row.tableName,
    tableType: row.tableType,
    status: row.status,
    importDate: row.importDate.toISOString(),
    startDatetime: row.startDatetime?.toISOString() ?? null,
    finishDatetime: row.finishDatetime?.toISOString() ?? null,
    totalImportTime: row.totalImportTime,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    errors: row.errors,
    logs: row.logs,
  };
}

/** Postgres' unique violation: a second run while one is active (the one-active index). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | undefined)?.cause) === "23505";
}

/** The newest run as the synchronisation state tells it. */
export interface LatestRunRow {
  status: ImportRunStatus;
  trigger: "MANUAL" | "NIGHTLY";
  startedBy: { id: number; name: string; email: string } | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** How many finished runs the expected duration of a running one is taken from. */
const DURATION_SAMPLE = 5;

/** A log line. */
export function logLine(now: Date, runStatus: RunStatus, message: string): ImportLog {
  return { timestamp: now.toISOString(), runStatus, message };
}

/** The SQL of table import runs and records. */
export class TableImportsRepository {
  constructor(private readonly db: Db) {}

  /** When the newest run was created (any trigger), for the "too early" rule. */
  async lastRunAt(db: Pick<Db, "select"> = this.db): Promise<Date | undefined> {
    const [row] = await db.select({ at: max(tableImportRuns.createdAt) }).from(tableImportRuns);
    return row?.at ?? undefined;
  }

  /** The newest run, with who started it. */
  async latestRun(): Promise<LatestRunRow | undefined> {
    const [row] = await this.db
      .select({
        status: tableImportRuns.status,
        trigger: tableImportRuns.trigger,
        startedAt: tableImportRuns.createdAt,
        finishedAt: tableImportRuns.finishedAt,
        starterId: users.id,
        starterName: sql<string>`${users.name} || ' ' || ${users.surname}`,
        starterEmail: users.email,
      })
      .from(tableImportRuns)
      .leftJoin(users, eq(users.id, tableImportRuns.startedBy))
      .orderBy(desc(tableImportRuns.createdAt), desc(tableImportRuns.id))
      .limit(1);
    if (!row) return undefined;
    return {
      status: row.status as ImportRunStatus,
      trigger: row.trigger === "NIGHTLY" ? "NIGHTLY" : "MANUAL",
      startedBy:
        row.starterId === null
          ? null
          : { id: row.starterId, name: row.starterName, email: row.starterEmail ?? "" },
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
    };
  }

  /** The mean duration (ms) of the last few finished runs, undefined when none has finished yet. */
  async meanRunDurationMs(): Promise<number | undefined> {
    const rows = await this.db
      .select({ startedAt: tableImportRuns.createdAt, finishedAt: tableImportRuns.finishedAt })
      .from(tableImportRuns)
      .where(
        and(inArray(tableImportRuns.status, ["SUCCESS", "FAILED"]), isNotNull(tableImportRuns.finishedAt)),
      )
      .orderBy(desc(tableImportRuns.createdAt))
      .limit(DURATION_SAMPLE);
    if (rows.length === 0) return undefined;
    const total = rows.reduce(
      (sum, row) => sum + ((row.finishedAt?.getTime() ?? 0) - row.startedAt.getTime()),
      0,
    );
    return Math.max(0, Math.round(total / rows.length));
  }

  async hasActiveRun(): Promise<boolean> {
    const rows = await this.db
      .select({ id: tableImportRuns.id })
      .from(tableImportRuns)
      .where(inArray(tableImportRuns.status, ACTIVE));
    return rows.length > 0;
  }

  /**
   * Queues a run and one record per table in one transaction. `refuse` sees the newest run's time inside the
   * transaction and may throw; a concurrent active run makes the insert fail on the one-active index.
   */
  async createRun(
    trigger: string,
    tables: readonly ImportTable[],
    now: Date,
    refuse: (lastRunAt: Date | undefined) => void,
    startedBy: number | null = null,
  ): Promise<{ runId: number; records: RecordRow[] }> {
    return this.db.transaction(async (tx) => {
      refuse(await this.lastRunAt(tx));
      const [run] = await tx
        .insert(tableImportRuns)
        .values({ trigger, status: "QUEUED", createdAt: now, heartbeatAt: now, startedBy })
        .returning({ id: tableImportRuns.id });
      const runId = run?.id ?? 0;
      const log = [logLine(now, "IN_PROGRESS", `Queued (${trigger.toLowerCase()})`)];
      const records = await tx
        .insert(tableImports)
        .values(
          tables.map((tableName): typeof tableImports.$inferInsert => ({
            runId,
            tableName,
            tableType: "NONE",
            status: "QUEUED",
            importDate: now,
            logs: log,
          })),
        )
        .returning();
      return { runId, records };
    });
  }

  async setRunStatus(runId: number, status: string, now: Date, finished: boolean): Promise<void> {
    await this.db
      .update(tableImportRuns)
      .set({ status, heartbeatAt: now, ...(finished ? { finishedAt: now } : {}) })
      .where(eq(tableImportRuns.id, runId));
  }

  /** Changes a record and appends log lines (the JSON arrays grow in SQL, so earlier lines are kept). */
  async updateRecord(
    id: number,
    changes: Partial<
      Pick<
        RecordRow,
        | "status"
        | "tableType"
        | "startDatetime"
        | "finishDatetime"
        | "totalImportTime"
        | "rowsTotal"
        | "rowsDone"
      >
    >,
    logs: ImportLog[] = [],
    errors: string[] = [],
  ): Promise<void> {
    await this.db
      .update(tableImports)
      .set({
        ...changes,
        logs: sql`${tableImports.logs} || ${JSON.stringify(logs)}::jsonb`,
        errors: sql`${tableImports.errors} || ${JSON.stringify(errors)}::jsonb`,
      })
      .where(eq(tableImports.id, id));
  }

  async record(id: number): Promise<RecordRow | undefined> {
    const [row] = await this.db.select().from(tableImports).where(eq(tableImports.id, id));
    return row;
  }

  /** Core spec 9: one page (10) of the records of the last 30 days, newest first; one table or all. */
  async history(now: Date, page: number, table?: ImportTable): Promise<Page<ImportRecord>> {
    const since = new Date(now.getTime() - IMPORT_HISTORY_DAYS * DAY_MS);
    const where: SQL | undefined = and(
      gte(tableImports.importDate, since),
      table ? eq(tableImports.tableName, table) : undefined,
    );
    const rows = await this.db
      .select()
      .from(tableImports)
      .where(where)
      .orderBy(desc(tableImports.importDate), desc(tableImports.id))
      .limit(IMPORT_HISTORY_PAGE_SIZE)
      .offset(page * IMPORT_HISTORY_PAGE_SIZE);
    const [total] = await this.db.select({ n: count() }).from(tableImports).where(where);
    return { content: rows.map(toImportRecord), totalCount: total?.n ?? 0 };
  }

  /**
   * Runs left QUEUED or IN_PROGRESS by a crashed instance (last sign of life before
   * `staleBefore`) become NOT_FINALIZED, with their records; their transactions were rolled back by the database.
   */
  async finalizeInterrupted(now: Date, staleBefore: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const runs = await tx
        .update(tableImportRuns)
        .set({ status: "NOT_FINALIZED", finishedAt: now })
        .where(and(inArray(tableImportRuns.status, ACTIVE), lt(tableImportRuns.heartbeatAt, staleBefore)))
        .returning({ id: tableImportRuns.id });
      if (runs.length === 0) return 0;
      const line = logLine(
        now,
        "FAILED",
        "Interrupted: the server stopped during the import; nothing of it was applied",
      );
      await tx
        .update(tableImports)
        .set({
          status: "NOT_FINALIZED",
          finishDatetime: now,
          logs: sql`${tableImports.logs} || ${JSON.stringify([line])}::jsonb`,
        })
        .where(
          and(
            inArray(tableImports.status, ACTIVE),
            inArray(
              tableImports.runId,
              runs.map((run) => run.id),
            ),
          ),
        );
      return runs.length;
    });
  }

  /** The nightly run of `night` (YYYY-MM-DD): true for the one caller whose insert created the row. */
  async claimNight(night: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(tableImportNights)
      .values({ night, claimedAt: now })
      .onConflictDoNothing()
      .returning({ night: tableImportNights.night });
    return claimed.length > 0;
  }
}
