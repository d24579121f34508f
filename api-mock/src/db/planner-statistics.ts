import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./database";

/**
 * PGlite runs no autovacuum, so nothing ever gathers the planner's statistics; without them it
 * guessed 1,600 country rows per catalogue batch where there are 65,000 and chose slower plans. Measured at
 * 50,000 products: the catalogue load took 4.7 to 4.9 s of CPU after `ANALYZE` against 5.4 to 6.1 s before.
 * Run after every bulk change (seeding, a table import); on PostgreSQL it only anticipates autovacuum.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  // The tables of our schema only: on a PostgreSQL server shared by schemas (the tests') a bare ANALYZE would
  // read every schema's tables.
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`ANALYZE ${tables.map((table) => `"${table.name}"`).join(", ")}`));
}

/** Whether the planner has statistics of the catalogue's country rows (a database seeded before they were kept). */
export async function hasPlannerStatistics(db: Db): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'product_countries' LIMIT 1`,
  );
  return rows.length > 0;
}
