import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { tableImportNights, tableImportRuns } from "../db/schema/index";
import { DomainError } from "../http/domain-error";
import { buildServices, type ServiceSettings } from "../services";
import { openTestApp, TEST_SETTINGS, type TestApp } from "../testing/test-app";
import { nextNightlyRun } from "./nightly-scheduler";

let t: TestApp;
let importDir: string;
const peers: Database[] = [];

beforeAll(async () => {
  importDir = mkdtempSync(path.join(tmpdir(), "nightly-"));
  t = await openTestApp({ importDir });
});
afterAll(async () => {
  for (const peer of peers) await peer.close();
  await t.close();
});

/**
 * A server instance started at `startedAt`: its own services on its own connection to the test database (a
 * separate pool on PostgreSQL; on PGlite, which has one connection, the same database), with its own clock, which
 * `at` moves (no sleeping).
 */
async function instance(startedAt: string, settings: Partial<ServiceSettings> = {}) {
  const peer = await t.database.openPeer();
  peers.push(peer);
  let clock = new Date(startedAt);
  const services = buildServices(peer, { ...TEST_SETTINGS, importDir, ...settings }, () => clock);
  return {
    ...services,
    at(time: string) {
      clock = new Date(time);
      return services;
    },
  };
}

const nightlyRuns = () =>
  t.services.database.db.select().from(tableImportRuns).where(eq(tableImportRuns.trigger, "NIGHTLY"));
/** Nightly runs so far: each test counts the runs it adds, whatever ran before it. */
const nightlyRunCount = async () => (await nightlyRuns()).length;

describe("nightly synchronisation across instances", () => {
  it("is not due before 02:00 UTC, and claims nothing then", async () => {
    const early = await instance("2031-03-02T23:00:00Z");
    expect(await early.at("2031-03-03T01:59:59Z").nightlyImports.tick()).toBe("not-due");
    expect(
      await t.services.database.db
        .select()
        .from(tableImportNights)
        .where(eq(tableImportNights.night, "2031-03-03")),
    ).toEqual([]);
  });

  it("two instances racing for the same night: exactly one runs it, and a later instance finds it taken", async () => {
    const before = await nightlyRunCount();
    const first = (await instance("2031-03-04T01:00:00Z")).at("2031-03-04T02:00:30Z");
    const second = (await instance("2031-03-04T01:30:00Z")).at("2031-03-04T02:00:30Z");

    const outcomes = await Promise.all([first.nightlyImports.tick(), second.nightlyImports.tick()]);
    await Promise.all([first.importRunner.settled(), second.importRunner.settled()]);

    expect(outcomes.sort()).toEqual(["claimed-elsewhere", "started"]);
    // The run is over, so nothing active would stop a second run: only the night's claim does.
    const late = (await instance("2031-03-04T01:45:00Z")).at("2031-03-04T03:30:00Z");
    expect(await late.nightlyImports.tick()).toBe("claimed-elsewhere");
    const runs = await nightlyRuns();
    expect(runs).toHaveLength(before + 1);
    expect(runs.at(-1)?.status).toBe("SUCCESS");
  });

  it("the next night is claimed again", async () => {
    const before = await nightlyRunCount();
    const next = (await instance("2031-03-04T12:00:00Z")).at("2031-03-05T02:01:00Z");
    expect(await next.nightlyImports.tick()).toBe("started");
    await next.importRunner.settled();
    expect(await nightlyRunCount()).toBe(before + 1);
  });
});

describe("once a day at the configured time, never because a server started", () => {
  it("a server started after the run time runs nothing that day, so a manual import is not refused", async () => {
    const before = await nightlyRunCount();
    // The latest date in this file: a manual import within 15 minutes of (or before) a nightly run of another test
    // would be refused as too early, whichever order the tests run in.
    const started = await instance("2031-06-01T10:00:00Z");
    const ticks = [];
    for (const time of ["2031-06-01T10:00:30Z", "2031-06-01T10:01:30Z", "2031-06-01T23:59:00Z"]) {
      ticks.push(await started.at(time).nightlyImports.tick());
    }
    expect(ticks).toEqual(["not-due", "not-due", "not-due"]);
    expect(await nightlyRunCount()).toBe(before);
    const manual = await started
      .at("2031-06-01T10:02:00Z")
      .importRunner.trigger(["stock"], "MANUAL")
      .catch((error: unknown) => (error instanceof DomainError ? error.failure.message : error));
    expect(manual).toEqual([expect.objectContaining({ tableName: "stock" })]);
    await started.importRunner.settled();
  });

  it("that server runs the next night at 02:00 UTC, once", async () => {
    const before = await nightlyRunCount();
    const started = await instance("2031-04-02T10:00:00Z");
    expect(await started.at("2031-04-03T01:59:00Z").nightlyImports.tick()).toBe("not-due");
    expect(await started.at("2031-04-03T02:00:10Z").nightlyImports.tick()).toBe("started");
    await started.importRunner.settled();
    expect(await started.at("2031-04-03T02:01:10Z").nightlyImports.tick()).toBe("claimed-elsewhere");
    expect(await nightlyRunCount()).toBe(before + 1);
  });

  it("follows a configured time (NIGHTLY_IMPORT_TIME 23:15)", async () => {
    const before = await nightlyRunCount();
    const late = await instance("2031-04-04T22:00:00Z", { nightlyImportTime: { hour: 23, minute: 15 } });
    expect(await late.at("2031-04-05T02:00:30Z").nightlyImports.tick()).toBe("not-due");
    expect(await late.at("2031-04-05T23:14:59Z").nightlyImports.tick()).toBe("not-due");
    expect(await late.at("2031-04-05T23:15:30Z").nightlyImports.tick()).toBe("started");
    await late.importRunner.settled();
    expect(await nightlyRunCount()).toBe(before + 1);
  });
});

describe("the next nightly run", () => {
  it("is today's run before its time and tomorrow's from its time on", () => {
    const time = { hour: 2, minute: 0 };
    expect(nextNightlyRun(new Date("2031-04-05T01:59:00Z"), time).toISOString()).toBe(
      "2031-04-05T02:00:00.000Z",
    );
    expect(nextNightlyRun(new Date("2031-04-05T02:00:00Z"), time).toISOString()).toBe(
      "2031-04-06T02:00:00.000Z",
    );
    expect(nextNightlyRun(new Date("2031-12-31T23:00:00Z"), { hour: 23, minute: 30 }).toISOString()).toBe(
      "2031-12-31T23:30:00.000Z",
    );
  });
});
