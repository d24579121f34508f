import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  IMPORT_STARTED_MESSAGE,
  type ImportHistoryPage,
  type ImportTriggerResponse,
} from "@catalogue/core/api";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import type { SynchronizationStatus } from "@catalogue/core/model";
import { ImportTable } from "@catalogue/core/rules";
import { unauthorized, validationFailed } from "../../http/domain-error";
import type { ImportRunner } from "../../jobs/imports/import-runner";
import { assertHighestRole } from "../auth/highest-role-access";
import type { ProfileRepository } from "../profile/profile.repository";
import type { TableImportsRepository } from "./table-imports.repository";

/** The largest upload accepted (bytes): far above any table of the catalogue's size, below a memory risk. */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** An uploaded file's format, from its content type. */
export type UploadType = "csv" | "xlsx";

/**
 * Issue 8 item 5 / supplement 7 (table imports): history, synchronisation state and manual runs, for the highest
 * role (core spec 6: system management). The runs themselves are the ImportRunner's.
 */
export class TableImportsService {
  constructor(
    private readonly repository: TableImportsRepository,
    private readonly runner: ImportRunner,
    private readonly profiles: ProfileRepository,
    private readonly importDir: string,
    private readonly now: () => Date,
  ) {}

  async history(userId: number, page: number, table?: ImportTable): Promise<ImportHistoryPage> {
    await this.authorise(userId);
    return this.repository.history(this.now(), page, table);
  }

  /** Core spec 3: a run is active, and whether a manual one may start now (none active, not too soon). */
  async synchronization(userId: number): Promise<SynchronizationStatus> {
    await this.authorise(userId);
    const inProgress = await this.repository.hasActiveRun();
    const last = await this.repository.lastRunAt();
    const tooSoon = last !== undefined && this.now().getTime() - last.getTime() < IMPORT_MIN_INTERVAL_MS;
    return { synchronizationInProgress: inProgress, synchronizationIsPossible: !inProgress && !tooSoon };
  }

  /** Supplement 7 (POST): runs one table, or all of them in their order; refused when too early (409). */
  async trigger(userId: number, table?: ImportTable): Promise<ImportTriggerResponse> {
    await this.authorise(userId);
    const records = await this.runner.trigger(table ? [table] : ImportTable.options, "MANUAL");
    return { message: IMPORT_STARTED_MESSAGE, records };
  }

  /** Supplement 7 (POST /{table} with a file): puts the upload in the import folder as the table's file, then runs it. */
  async upload(
    userId: number,
    table: ImportTable,
    type: UploadType,
    bytes: Uint8Array,
  ): Promise<ImportTriggerResponse> {
    await this.authorise(userId);
    if (bytes.byteLength === 0) {
      throw validationFailed([{ field: "file", messageKey: "validation.required" }]);
    }
    await this.checkUpload(userId, bytes.byteLength);
    mkdirSync(this.importDir, { recursive: true });
    // One file per table: an upload replaces a file of the other format waiting there.
    for (const ext of ["csv", "xlsx"]) rmSync(path.join(this.importDir, `${table}.${ext}`), { force: true });
    writeFileSync(path.join(this.importDir, `${table}.${type}`), bytes);
    return this.trigger(userId, table);
  }

  /** An upload above IMPORT_UPLOAD_MAX_BYTES answers 460 (checked on the declared size before reading, and after). */
  async checkUpload(userId: number, byteLength: number): Promise<void> {
    await this.authorise(userId);
    if (byteLength > IMPORT_UPLOAD_MAX_BYTES) {
      const params = { max: IMPORT_UPLOAD_MAX_BYTES, count: IMPORT_UPLOAD_MAX_BYTES };
      throw validationFailed([{ field: "file", messageKey: "validation.maxLength", params }]);
    }
  }

  private async authorise(userId: number): Promise<void> {
    const user = await this.profiles.findUser(userId);
    if (!user) throw unauthorized();
    assertHighestRole(user);
  }
}
