import { fdatasyncSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite } from "./pglite-client";

let dataDir: string;
let db: PGlite;
let memory: PGlite;
let count = 0;
const syncs = () => count;

// One database for the file: the tests compare counts before and after, so they pass in any order.
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "durable-"));
  db = await createPglite({ dataDir }, (fd) => {
    count += 1;
    fdatasyncSync(fd);
  });
  await db.exec("CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)");
  memory = await createPglite();
});
afterAll(async () => {
  await db.close();
  await memory.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a PGlite database in a directory is durable", () => {
  it("runs with fsync on, syncing the WAL through fsync", async () => {
    const settings = await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method') ORDER BY name",
    );

    expect(settings.rows).toEqual([
      { name: "fsync", setting: "on" },
      { name: "wal_sync_method", setting: "fsync" },
    ]);
  });

  it("syncs the disk before a commit returns, once per transaction however many rows it writes", async () => {
    const beforeSingle = syncs();
    await db.query("INSERT INTO notes (text) VALUES ('one')");
    const single = syncs() - beforeSingle;
    const beforeBatch = syncs();
    await db.transaction(async (tx) => {
      for (let row = 0; row < 50; row++)
        await tx.query("INSERT INTO notes (text) VALUES ($1)", [`row ${row}`]);
    });
    const batch = syncs() - beforeBatch;

    expect(single).toBeGreaterThanOrEqual(1);
    expect(batch).toBe(single);
  });

  it("does not sync for reads", async () => {
    const before = syncs();

    await db.query("SELECT count(*) FROM notes");

    expect(syncs()).toBe(before);
  });

  it("keeps a database in memory as it was, with fsync off", async () => {
    const { rows } = await memory.query<{ fsync: string }>("SHOW fsync");

    expect(rows[0]?.fsync).toBe("off");
  });
});
