import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./database";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: every instance takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 4_512_001;

/** Architecture 3: one versioned, forward-only SQL file. */
export interface Migration {
  version: string;
  statements: string[];
}

/** Reads `migrations/NNNN-name.sql` in version order; statements are separated by a semicolon at a line end. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ""),
      statements: readFileSync(`${dir}/${file}`, "utf8")
        .split(/;\s*$/m)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/^--.*$/gm, "").trim().length > 0),
    }));
}

/**
 * Applies the migrations not applied yet, all in one transaction under a transaction-scoped advisory lock: two
 * instances starting at once run them one after the other, and the second finds nothing left to do.
 * Returns the versions it applied.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = await queryRows<{ version: string }>(tx, sql`SELECT version FROM schema_migrations`);
    const done = new Set(applied.map((row) => row.version));
    const pending = migrations.filter((migration) => !done.has(migration.version));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (version) VALUES (${migration.version})`);
    }
    return pending.map((migration) => migration.version);
  });
}
