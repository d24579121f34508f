import { ImportTable } from "@catalogue/core/rules";
import type { TableImportsRepository } from "../features/table-imports/table-imports.repository";
import type { ImportRunner } from "./imports/import-runner";

/** Core spec 9: all tables synchronise every night, from this hour (UTC) on. */
export const NIGHTLY_HOUR_UTC = 2;
/** How often each instance looks whether tonight's run is due. */
export const NIGHTLY_CHECK_MS = 60_000;

/** What a scheduler tick did (for logs and tests). */
export type NightlyOutcome = "not-due" | "claimed-elsewhere" | "started" | "refused";

/**
 * Issue 8 item 5: the nightly synchronisation inside the server. Every instance checks each minute; from 02:00 UTC
 * the first to insert the night's row in the database runs all tables, so several instances never both run it.
 */
export class NightlyScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: TableImportsRepository,
    private readonly runner: ImportRunner,
    private readonly now: () => Date,
  ) {}

  async tick(): Promise<NightlyOutcome> {
    const now = this.now();
    if (now.getUTCHours() < NIGHTLY_HOUR_UTC) return "not-due";
    if (!(await this.repository.claimNight(now.toISOString().slice(0, 10), now))) return "claimed-elsewhere";
    try {
      await this.runner.trigger(ImportTable.options, "NIGHTLY");
      return "started";
    } catch {
      // A manual run is active: tonight's data arrives with it; the night stays claimed.
      return "refused";
    }
  }

  start(onError: (error: unknown) => void): void {
    this.timer ??= setInterval(() => {
      this.tick().catch(onError);
    }, NIGHTLY_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
