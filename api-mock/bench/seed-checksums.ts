import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { seedDatabase } from "../src/db/seed-database";

// A checksum of every seeded table, to show that a change to how the seed is written leaves the data as it was.
// User ids are random (insert-seed.ts), so a column holding one is written as the user's e-mail address; the demo
// lists are dated from a fixed moment; columns filled by the database's clock or random uuids are left out. Usage (PGlite in memory, or the PostgreSQL of DATABASE_URL, which must be
// an empty schema):
//   npx tsx api-mock/bench/seed-checksums.ts [products=2000]
const products = Number(process.argv[2] ?? 2_000);
const NOW = new Date("2026-01-15T09:00:00.000Z");

const database = await openDatabase(
  process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL } : { kind: "pglite" },
);
try {
  await migrate(database.db);
  await seedDatabase(database.db, { seed: 1, products }, NOW);
  const columns = await queryRows<{ table: string; column: string; user: boolean; volatile: boolean }>(
    database.db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column",
          coalesce(c.column_default ~ '(now\(\)|gen_random_uuid)', false) AS "volatile",
          (c.table_name = 'users' AND c.column_name = 'id') OR EXISTS (
            SELECT 1 FROM information_schema.key_column_usage k
            JOIN information_schema.constraint_column_usage u ON u.constraint_name = k.constraint_name
            WHERE k.table_name = c.table_name AND k.column_name = c.column_name
              AND u.table_name = 'users' AND u.column_name = 'id') AS "user"
        FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.table_name <> 'schema_migrations'
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column, user, volatile } of columns) {
    if (volatile) continue;
    const cell = user ? `(SELECT email FROM users WHERE users.id = t."${column}")` : `t."${column}"::text`;
    tables.set(table, [...(tables.get(table) ?? []), cell]);
  }
  for (const [table, cells] of tables) {
    const rows = await queryRows<{ count: number; checksum: string | null }>(
      database.db,
      sql.raw(
        `SELECT count(*)::int AS count, md5(string_agg(line, E'\\n' ORDER BY line COLLATE "C")) AS checksum
         FROM (SELECT concat_ws(E'\\t', ${cells.map((cell) => `coalesce(${cell}, '\\N')`).join(", ")}) AS line
               FROM "${table}" t) rows`,
      ),
    );
    const row = rows[0];
    if (row && row.count > 0)
      console.log(`${table.padEnd(28)} ${String(row.count).padStart(8)} ${row.checksum}`);
  }
} finally {
  await database.close();
}
