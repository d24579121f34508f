import { ImportTable } from "@catalogue/core/rules";
import type { TableImportsRepository } from "../features/table-imports/table-imports.repository";
import type { ImportRunner } from "./imports/import-runner";

/** A time of day in UTC. */
export interface NightlyTime {
  hour: number;
  minute: number;
}

/** Core spec 9 ("all tables automatically every night"): our default time, 02:00 UTC (NIGHTLY_IMPORT_TIME). */
export const DEFAULT_NIGHTLY_TIME: NightlyTime = { hour: 2, minute: 0 };
/** How often each instance looks whether tonight's run is due. */
export const NIGHTLY_CHECK_MS = 60_000;

/** Reads "HH:MM" (UTC, 00:00 to 23:59); undefined for anything else. */
export function parseNightlyTime(text: string): NightlyTime | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

/** The moment of the run on the UTC day of `at`. */
function runOnDayOf(at: Date, time: NightlyTime): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), time.hour, time.minute));
}

/** The next nightly run after `at`: today's when its time has not come yet, else tomorrow's. */
export function nextNightlyRun(at: Date, time: NightlyTime): Date {
  const today = runOnDayOf(at, time);
  return at < today ? today : new Date(today.getTime() + 24 * 60 * 60 * 1000);
}

/** What a scheduler tick did (for logs and tests). */
export type NightlyOutcome = "not-due" | "claimed-elsewhere" | "started" | "refused";

/**
 * The nightly synchronisation inside the server: once a day, at the configured time (UTC). Every instance checks
 * each minute; when today's run time has passed, the first instance to insert the night's row in the database
 * runs all tables, so several instances never both run it.
 *
 * A run time that passed before this instance started is not caught up: a server started at 10:00 waits for the
 * next night. Otherwise every start after the run time would run all tables within a minute, and that run would
 * refuse manual imports for the next 15 minutes ("Import started too early").
 */
export class NightlyScheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly since: Date;

  constructor(
    private readonly repository: TableImportsRepository,
    private readonly runner: ImportRunner,
    private readonly now: () => Date,
    private readonly time: NightlyTime = DEFAULT_NIGHTLY_TIME,
  ) {
    this.since = now();
  }

  async tick(): Promise<NightlyOutcome> {
    const now = this.now();
    const due = runOnDayOf(now, this.time);
    if (now < due || due < this.since) return "not-due";
    if (!(await this.repository.claimNight(due.toISOString().slice(0, 10), now))) return "claimed-elsewhere";
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
