import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-database";
import { type Database, openDatabase, queryRows } from "./database";
import { migrate, readMigrations } from "./migrate";
import * as schema from "./schema/index";

/**
 * Two connections to one empty database: two PostgreSQL pools on a fresh schema when TEST_DATABASE_URL is set
 * (two instances starting at once), else one in-memory PGlite used twice (PGlite is a single connection).
 */
async function openEmptyPair(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const fresh = await openDatabase({ kind: "pglite", client: await PGlite.create() });
    return { first: fresh, second: fresh, close: () => fresh.close() };
  }
  const schemaName = `test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ kind: "postgres", url });
  await admin.db.execute(sql.raw(`CREATE SCHEMA ${schemaName}`));
  const first = await openDatabase({ kind: "postgres", url, schemaName });
  const second = await openDatabase({ kind: "postgres", url, schemaName });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await admin.db.execute(sql.raw(`DROP SCHEMA ${schemaName} CASCADE`));
      await admin.close();
    },
  };
}

describe("migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("applies nothing when run again on a migrated database", async () => {
    const applied = await migrate(database.db);
    expect(applied).toEqual([]);
  });

  it("lets two runners start at once and applies each version exactly once", async () => {
    const pair = await openEmptyPair();
    try {
      const [first, second] = await Promise.all([migrate(pair.first.db), migrate(pair.second.db)]);
      expect([...first, ...second].sort()).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await pair.close();
    }
  }, 60_000);

  it("creates every column the drizzle schema declares, with the same nullability", async () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
    const actual = await queryRows<{ table_name: string; column_name: string; is_nullable: string }>(
      database.db,
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      const inDb = actual.filter((column) => column.table_name === config.name);
      const expected = config.columns
        .map((column) => `${column.name}:${column.notNull ? "NO" : "YES"}`)
        .sort();
      expect(inDb.map((column) => `${column.column_name}:${column.is_nullable}`).sort(), config.name).toEqual(
        expected,
      );
    }
  });
});

describe("seeded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("holds the demo users with random ids and their roles per country", async () => {
    const admin = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, "admin@catalogue.example"),
    });
    expect(admin?.id).toBeGreaterThan(13);
    expect(admin?.demo).toBe(true);
    const roles = await database.db.select().from(schema.userRoles).where(sql`user_id = ${admin?.id}`);
    expect(roles.length).toBeGreaterThan(0);
  });

  it("stores money as numbers and each product's default country row", async () => {
    const rows = await database.db.select().from(schema.productCountries).limit(5);
    expect(typeof rows[0]?.crp).toBe("number");
    const defaults = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_countries pc WHERE pc.product_id = p.id)`,
    );
    expect(defaults[0]?.count).toBe(0);
  });
});
