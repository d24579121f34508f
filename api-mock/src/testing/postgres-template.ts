import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../db/database";
import { migrate } from "../db/migrate";
import { seedDatabase } from "../db/seed-database";
import { TEST_SEED } from "./test-seed";

/** The same server, another database on it (the URL's path names the database). */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** A database name no other run or test file uses. */
export function freshDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/**
 * Migrates and seeds a new database once per test run, for every test file to copy. A copy
 * (CREATE DATABASE … TEMPLATE) takes a fraction of a second; migrating and seeding each file's own took 2 to 3 s.
 * Returns the template's name and how to drop it.
 */
export async function createTemplateDatabase(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = freshDatabaseName("catalogue_template");
  const admin = await openDatabase({ kind: "postgres", url });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  } finally {
    await admin.close();
  }
  const template = await openDatabase({ kind: "postgres", url: databaseUrl(url, name) });
  try {
    await migrate(template.db);
    await seedDatabase(template.db, TEST_SEED);
  } finally {
    // A template is copied only while nobody is connected to it.
    await template.close();
  }
  return { name, drop: () => dropCopiesAndTemplate(url, name) };
}

/** A new database copied from the run's template (named after it, so the run's end finds every copy). */
export async function copyTemplateDatabase(url: string, template: string): Promise<string> {
  const name = freshDatabaseName(template);
  const admin = await openDatabase({ kind: "postgres", url });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  } finally {
    await admin.close();
  }
  return name;
}

/**
 * Drops a test file's database. A connection still open to it (a peer a test did not close) keeps it: the run's
 * end drops it then. Ending such connections here would fail the test file that still holds them.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = await openDatabase({ kind: "postgres", url });
  try {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
  } catch (error) {
    // 55006: other sessions are using the database (drizzle passes the driver's error on as the cause).
    const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
    if (code(error) !== "55006" && code((error as { cause?: unknown }).cause) !== "55006") throw error;
  } finally {
    await admin.close();
  }
}

/** At the run's end, when every test worker has gone: the copies left behind, then the template. */
async function dropCopiesAndTemplate(url: string, template: string): Promise<void> {
  const admin = await openDatabase({ kind: "postgres", url });
  try {
    const copies = await queryRows<{ datname: string }>(
      admin.db,
      sql`SELECT datname FROM pg_database WHERE datname LIKE ${`${template}\\_%`}`,
    );
    for (const { datname } of copies)
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`));
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  } finally {
    await admin.close();
  }
}
