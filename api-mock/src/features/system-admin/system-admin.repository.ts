import type { DatabaseActivity, TableActivity } from "@catalogue/core/api";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

/**
 * Core spec 2.3 (database activity): PostgreSQL's own statistics of each table. A backend sends its counts to the
 * statistics store only now and then, so they are flushed first (PostgreSQL 15 and later; PGlite's single
 * connection would otherwise report nothing until it idles). The rows are the live rows counted since the last
 * statistics reset or the planner's estimate (a database restored from a snapshot starts its counters at zero).
 */
export async function databaseActivity(db: Db): Promise<DatabaseActivity> {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const tables = await queryRows<TableActivity>(
    db,
    sql`SELECT s.relname AS "table",
      GREATEST(s.n_live_tup, c.reltuples::bigint, 0)::int AS "rows",
      pg_total_relation_size(s.relid)::bigint::float8::int AS "sizeBytes",
      s.n_tup_ins::int AS "inserts",
      s.n_tup_upd::int AS "updates",
      s.n_tup_del::int AS "deletes",
      s.seq_scan::int AS "sequentialScans",
      coalesce(s.idx_scan, 0)::int AS "indexScans"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema()
    ORDER BY s.n_tup_ins + s.n_tup_upd + s.n_tup_del DESC, s.relname`,
  );
  const [size] = await queryRows<{ bytes: number }>(
    db,
    sql`SELECT pg_database_size(current_database())::float8 AS "bytes"`,
  );
  return { databaseSizeBytes: Math.round(size?.bytes ?? 0), tables };
}
