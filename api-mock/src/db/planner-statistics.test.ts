import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USER_LIST, generateSeed } from "../seed/index";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { openDatabase } from "./database";
import { insertSeed } from "./insert-seed";
import { migrate } from "./migrate";
import { hasPlannerStatistics, refreshPlannerStatistics } from "./planner-statistics";

describe("planner statistics (PGlite runs no autovacuum)", () => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await openTestDatabase();
  });
  afterAll(async () => {
    await seeded.close();
  });

  it("are gathered when the database is seeded", async () => {
    expect(await hasPlannerStatistics(seeded.db)).toBe(true);
  });

  // A new database, migrated and seeded here: as slow as the run's global set-up, which has a minute.
  it("are missing after a bulk insert alone, and there once refreshed", { timeout: 60_000 }, async () => {
    const fresh = await openDatabase({ kind: "pglite" });
    try {
      await migrate(fresh.db);
      const emails = new Set(DEMO_USER_LIST.map((user) => user.email));
      await insertSeed(fresh.db, generateSeed({ seed: 3, products: 40 }), emails);
      expect(await hasPlannerStatistics(fresh.db)).toBe(false);

      await refreshPlannerStatistics(fresh.db);

      expect(await hasPlannerStatistics(fresh.db)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
