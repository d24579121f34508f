import { sql } from "drizzle-orm";
import type { DemoListPlan } from "../seed/demo-list-types";
import { demoListPlan } from "../seed/demo-lists";
import { DEMO_USER_LIST, generateSeed } from "../seed/index";
import type { SeedSettings } from "../seed/seed-types";
import { pgliteQueryOf } from "./copy-rows";
import { type Db, queryRows } from "./database";
import { insertDemoLists } from "./insert-demo-lists";
import { insertSeed } from "./insert-seed";
import { refreshPlannerStatistics } from "./planner-statistics";
import { seedInWorker, type WorkerSeed } from "./seed-in-worker";

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
 * The seed worker for a first start on a new PGlite folder, started before the folder is opened: it makes the
 * seed's COPY data on the second core while PGlite's initdb and the migrations run on this one, so that seeding
 * then waits for none of it. Undefined when the seed is too small for a worker (`SEED_WORKER_FROM_PRODUCTS`).
 */
export function earlySeedWorker(settings: SeedSettings): Promise<WorkerSeed> | undefined {
  if (settings.products < SEED_WORKER_FROM_PRODUCTS) return undefined;
  const worker = seedInWorker(settings);
  // Its failure is thrown where it is awaited; a start that fails before then has its own error to tell.
  worker.catch(() => undefined);
  return worker;
}

/**
 * Fills an empty database with the deterministic seed; the demo lists are dated from `now`. `inWorker` (PGlite
 * only) generates the seed and its COPY data in a worker thread while PGlite loads; a worker already started
 * (`earlySeedWorker`) may be given.
 */
export async function seedDatabase(
  db: Db,
  settings: SeedSettings,
  now = new Date(),
  inWorker: boolean | Promise<WorkerSeed> = pgliteQueryOf(db) !== undefined &&
    settings.products >= SEED_WORKER_FROM_PRODUCTS,
): Promise<void> {
  const demoEmails = new Set(DEMO_USER_LIST.map((user) => user.email));
  if (inWorker) {
    // PGlite runs on this thread: the seed is generated and made COPY data on the other core meanwhile.
    const { seed, copyLarge } = await (inWorker === true ? seedInWorker(settings) : inWorker);
    let plan: DemoListPlan | undefined;
    await insertSeed(
      db,
      seed,
      demoEmails,
      async (tx) => {
        if (plan) await insertDemoLists(tx, plan, now);
      },
      async (tx) => {
        plan = await copyLarge(tx);
      },
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
