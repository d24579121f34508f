import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database";
import { migrate } from "../db/migrate";
import { createPglite } from "../db/pglite-client";
import { seedDatabase } from "../db/seed-database";
import { createTemplateDatabase } from "./postgres-template";
import { TEST_SEED } from "./test-seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data directory that every test file loads. */
    seededDataDirFile: string;
    /** With TEST_DATABASE_URL: the migrated, seeded PostgreSQL database every test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite once per test run, and with TEST_DATABASE_URL one PostgreSQL database too; each
 * test file starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), "api-mock-db-"));
  const file = path.join(dir, "seeded.tar");
  const client = await createPglite();
  const database = await openDatabase({ kind: "pglite", client });
  await migrate(database.db);
  await seedDatabase(database.db, TEST_SEED);
  const dump = await client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("seededDataDirFile", file);
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await createTemplateDatabase(url) : undefined;
  project.provide("postgresTemplate", template?.name ?? "");
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
