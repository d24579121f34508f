import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { tableImportNights, tableImportRuns } from "../db/schema/index";
import { buildServices } from "../services";
import { openTestApp, TEST_SETTINGS, type TestApp } from "../testing/test-app";

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
 * A second server instance: its own services on its own connection to the test database (a separate pool on
 * PostgreSQL; on PGlite, which has one connection, the same database), with its own clock.
 */
async function instance(at: string) {
  const peer = await t.database.openPeer();
  peers.push(peer);
  return buildServices(peer, { ...TEST_SETTINGS, importDir }, () => new Date(at));
}

const nightlyRuns = () =>
  t.services.database.db.select().from(tableImportRuns).where(eq(tableImportRuns.trigger, "NIGHTLY"));

describe("nightly synchronisation across instances (issue 8 item 5)", () => {
  it("is not due before 02:00 UTC, and claims nothing then", async () => {
    const early = await instance("2031-03-03T01:59:59Z");
    expect(await early.nightlyImports.tick()).toBe("not-due");
    expect(
      await t.services.database.db
        .select()
        .from(tableImportNights)
        .where(eq(tableImportNights.night, "2031-03-03")),
    ).toEqual([]);
  });

  it("two instances racing for the same night: exactly one runs it, and a later instance finds it taken", async () => {
    const first = await instance("2031-03-04T02:00:30Z");
    const second = await instance("2031-03-04T02:00:30Z");

    const outcomes = await Promise.all([first.nightlyImports.tick(), second.nightlyImports.tick()]);
    await Promise.all([first.importRunner.settled(), second.importRunner.settled()]);

    expect(outcomes.sort()).toEqual(["claimed-elsewhere", "started"]);
    // The run is over, so nothing active would stop a second run: only the night's claim does.
    const late = await instance("2031-03-04T03:30:00Z");
    expect(await late.nightlyImports.tick()).toBe("claimed-elsewhere");
    const runs = await nightlyRuns();
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe("SUCCESS");
  });

  it("the next night is claimed again", async () => {
    const next = await instance("2031-03-05T02:01:00Z");
    expect(await next.nightlyImports.tick()).toBe("started");
    await next.importRunner.settled();
    expect(await nightlyRuns()).toHaveLength(2);
  });
});
