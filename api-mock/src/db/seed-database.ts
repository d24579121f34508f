import { sql } from "drizzle-orm";
import { demoListPlan } from "../seed/demo-lists";
import { DEMO_USER_LIST, generateSeed } from "../seed/index";
import type { SeedSettings } from "../seed/seed-types";
import { pgliteQueryOf } from "./copy-rows";
import { type Db, queryRows } from "./database";
import { insertDemoLists } from "./insert-demo-lists";
import { insertSeed } from "./insert-seed";
import { refreshPlannerStatistics } from "./planner-statistics";
import { seedInWorker } from "./seed-in-worker";

export type { SeedSettings } from "../seed/seed-types";

/** Architecture 3 (server.ts): true when no reference data has been written yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM languages`);
  return (rows[0]?.count ?? 0) === 0;
}

/**
 * From this many products on, a PGlite seed is generated in a worker (seed-in-worker.ts): below it the worker's
 * start (loading the seed modules in a second thread) costs about what the overlap saves.
 */
export const SEED_WORKER_FROM_PRODUCTS = 10_000;

/**
 * Fills an empty database with the deterministic seed; the demo lists are dated from `now`. `inWorker` (PGlite
 * only) generates the seed and its COPY data in a worker thread while PGlite loads.
 */
export async function seedDatabase(
  db: Db,
  settings: SeedSettings,
  now = new Date(),
  inWorker = pgliteQueryOf(db) !== undefined && settings.products >= SEED_WORKER_FROM_PRODUCTS,
): Promise<void> {
  const demoEmails = new Set(DEMO_USER_LIST.map((user) => user.email));
  if (inWorker) {
    // PGlite runs on this thread: the seed is generated and made COPY data on the other core meanwhile.
    const { seed, plan, copyLarge } = await seedInWorker(settings);
    await insertSeed(
      db,
      seed,
      demoEmails,
      async (tx) => {
        if (plan) await insertDemoLists(tx, plan, now);
      },
      copyLarge,
    );
  } else {
    const seed = generateSeed(settings);
    await insertSeed(db, seed, demoEmails, async (tx) => {
      if (settings.demoLists !== false) await insertDemoLists(tx, demoListPlan(seed), now);
    });
  }
  await refreshPlannerStatistics(db);
}

/** Empties every table but the migrations log, then seeds again. */
export async function reseedDatabase(db: Db, settings: SeedSettings, now = new Date()): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  const list = tables.map((table) => `"${table.name}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${list} CASCADE`));
  await seedDatabase(db, settings, now);
}
