import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  IMPORT_STARTED_MESSAGE,
  type ImportHistoryPage,
  type ImportTriggerResponse,
} from "@catalogue/core/api";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import type { SynchronizationStatus } from "@catalogue/core/model";
import { ImportTable } from "@catalogue/core/rules";
import { DEFAULT_MAX_UPLOAD_BYTES } from "../../http/body-limit";
import { payloadTooLarge, unauthorized, validationFailed } from "../../http/domain-error";
import type { ImportRunner } from "../../jobs/imports/import-runner";
import { DEFAULT_NIGHTLY_TIME, type NightlyTime, nextNightlyRun } from "../../jobs/nightly-scheduler";
import { assertHighestRole } from "../auth/highest-role-access";
import type { ProfileRepository } from "../profile/profile.repository";
import type { TableImportsRepository } from "./table-imports.repository";

/** An uploaded file's format, from its content type. */
export type UploadType = "csv" | "xlsx";

/**
 * supplement 7 (table imports): history, synchronisation state and manual runs, for the highest
 * role (core spec 6: system management). The runs themselves are the ImportRunner's.
 */
export class TableImportsService {
  constructor(
    private readonly repository: TableImportsRepository,
    private readonly runner: ImportRunner,
    private readonly profiles: ProfileRepository,
    private readonly importDir: string,
    private readonly now: () => Date,
    private readonly maxUploadBytes: number = DEFAULT_MAX_UPLOAD_BYTES,
    private readonly nightlyTime: NightlyTime = DEFAULT_NIGHTLY_TIME,
  ) {}

  async history(userId: number, page: number, table?: ImportTable): Promise<ImportHistoryPage> {
    await this.authorise(userId);
    return this.repository.history(this.now(), page, table);
  }

  /**
   * Core spec 3: a run is active, and whether a manual one may start now (none active, not too soon); the newest
   * run with who started it, and when a manual run may start: not before the interval after the newest run, nor
   * before a running one is expected to end.
   */
  async synchronization(userId: number): Promise<SynchronizationStatus> {
    await this.authorise(userId);
    const now = this.now().getTime();
    const inProgress = await this.repository.hasActiveRun();
    const latest = await this.repository.latestRun();
    const meanMs = inProgress ? await this.repository.meanRunDurationMs() : undefined;
    const expectedEnd =
      latest && inProgress && meanMs !== undefined ? latest.startedAt.getTime() + meanMs : undefined;
    const intervalEnd = latest ? latest.startedAt.getTime() + IMPORT_MIN_INTERVAL_MS : undefined;
    const possibleAt = Math.max(intervalEnd ?? 0, expectedEnd ?? 0);
    const tooSoon = intervalEnd !== undefined && now < intervalEnd;
    const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());
    return {
      synchronizationInProgress: inProgress,
      synchronizationIsPossible: !inProgress && !tooSoon,
      latestRun: latest
        ? {
            status: latest.status,
            trigger: latest.trigger,
            startedBy: latest.startedBy,
            startedAt: latest.startedAt.toISOString(),
            finishedAt: latest.finishedAt?.toISOString() ?? null,
            expectedEndAt: iso(expectedEnd),
          }
        : null,
      possibleAt: inProgress || tooSoon ? iso(possibleAt) : null,
      nextNightlyAt: nextNightlyRun(this.now(), this.nightlyTime).toISOString(),
    };
  }

  /** Supplement 7 (POST): runs one table, or all of them in their order; refused when too early (409). */
  async trigger(userId: number, table?: ImportTable): Promise<ImportTriggerResponse> {
    await this.authorise(userId);
    const records = await this.runner.trigger(table ? [table] : ImportTable.options, "MANUAL", userId);
    return { message: IMPORT_STARTED_MESSAGE, records };
  }

  /**
   * Supplement 7 (POST /{table} with a file): streams the upload to disk (never whole in memory), stopping with
   * 413 past the upload limit, puts it in the import folder as the table's file, then runs it. Only a complete
   * upload replaces the table's file.
   */
  async upload(
    userId: number,
    table: ImportTable,
    type: UploadType,
    body: WebReadableStream<Uint8Array> | null,
  ): Promise<ImportTriggerResponse> {
    await this.authorise(userId);
    mkdirSync(this.importDir, { recursive: true });
    // Named so the runner never takes it for a table's file (it looks for `<table>.csv` and `<table>.xlsx`).
    const partial = path.join(this.importDir, `.${table}.${randomBytes(8).toString("hex")}.part`);
    let size = 0;
    const max = this.maxUploadBytes;
    try {
      await pipeline(
        body ? Readable.fromWeb(body) : Readable.from([]),
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > max) throw payloadTooLarge(max);
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    if (size === 0) {
      rmSync(partial, { force: true });
      throw validationFailed([{ field: "file", messageKey: "validation.required" }]);
    }
    // One file per table: an upload replaces a file of the other format waiting there.
    for (const ext of ["csv", "xlsx"]) rmSync(path.join(this.importDir, `${table}.${ext}`), { force: true });
    renameSync(partial, path.join(this.importDir, `${table}.${type}`));
    return this.trigger(userId, table);
  }

  /** Before an upload is read: the caller may import, and a declared length above the limit answers 413. */
  async checkUpload(userId: number, declaredBytes: number): Promise<void> {
    await this.authorise(userId);
    if (declaredBytes > this.maxUploadBytes) throw payloadTooLarge(this.maxUploadBytes);
  }

  private async authorise(userId: number): Promise<void> {
    const user = await this.profiles.findUser(userId);
    if (!user) throw unauthorized();
    assertHighestRole(user);
  }
}
