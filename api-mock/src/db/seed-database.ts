import { sql } from "drizzle-orm";
import { DEMO_USER_LIST, generateSeed } from "../seed/index";
import { type Db, queryRows } from "./database";
import { insertSeed } from "./insert-seed";
import { refreshPlannerStatistics } from "./planner-statistics";

/** Architecture 3: the seed options, from the SEED and SEED_PRODUCTS environment variables. */
export interface SeedSettings {
  seed: number;
  products: number;
}

/** Architecture 3 (server.ts): true when no reference data has been written yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM languages`);
  return (rows[0]?.count ?? 0) === 0;
}

/** Issue 5 item 4: fills an empty database with the deterministic seed. */
export async function seedDatabase(db: Db, settings: SeedSettings): Promise<void> {
  const demoEmails = new Set(DEMO_USER_LIST.map((user) => user.email));
  await insertSeed(db, generateSeed(settings), demoEmails);
  await refreshPlannerStatistics(db);
}

/** Issue 5 item 7 (`POST /api/__dev/reset`): empties every table but the migrations log, then seeds again. */
export async function reseedDatabase(db: Db, settings: SeedSettings): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  const list = tables.map((table) => `"${table.name}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${list} CASCADE`));
  await seedDatabase(db, settings);
}
