import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "./database";
import { migrate } from "./migrate";
import { seedDatabase } from "./seed-database";
import { seedInWorker } from "./seed-in-worker";

// More products than the worker generates in one batch, so that its COPY data comes in several.
const SETTINGS = { seed: 7, products: 3_200 };
const NOW = new Date("2026-03-02T10:00:00.000Z");
// User ids are random (insert-seed.ts), so the tables compared are those that hold none.
const TABLES = [
  "products",
  "product_countries",
  "product_relations",
  "product_images",
  "product_links",
  "languages",
  "countries",
  "currencies",
  "filter_trees",
  "list_elements",
];

const opened: Database[] = [];

async function seeded(inWorker: boolean | "started before opening"): Promise<Database> {
  // As the server does on a new folder: the worker runs while the database opens and migrates.
  const early = inWorker === "started before opening" ? seedInWorker(SETTINGS) : undefined;
  const database = await openDatabase({ kind: "pglite" });
  opened.push(database);
  await migrate(database.db);
  await seedDatabase(database.db, SETTINGS, NOW, early ?? inWorker === true);
  return database;
}

async function contents(database: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ count: number; checksum: string }>(
      database.db,
      sql.raw(
        `SELECT count(*)::int AS count, md5(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C")) AS checksum FROM "${table}" t`,
      ),
    );
    result[table] = `${rows[0]?.count} ${rows[0]?.checksum}`;
  }
  const users = await queryRows<{ emails: string }>(
    database.db,
    sql`SELECT string_agg(email, ',' ORDER BY email) AS emails FROM users`,
  );
  result.users = users[0]?.emails ?? "";
  return result;
}

// The main thread's seed is what both ways through the worker are compared with: made once, by whichever test
// runs first.
let mainThreadContents: Promise<Record<string, string>> | undefined;
const onMainThread = () => {
  mainThreadContents ??= seeded(false).then(contents);
  return mainThreadContents;
};

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

describe("seeding through the seed worker (architecture 3, seed/)", () => {
  it("writes the same rows as seeding on the main thread", { timeout: 120_000 }, async () => {
    const inWorker = await contents(await seeded(true));

    expect(inWorker).toEqual(await onMainThread());
    expect(inWorker.products?.startsWith("3200 ")).toBe(true);
  });

  it("writes the same rows with the worker started before the database opened", {
    timeout: 120_000,
  }, async () => {
    const startedEarly = await contents(await seeded("started before opening"));

    expect(startedEarly).toEqual(await onMainThread());
  });
});
