import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database";
import { mayWrite } from "./write-generation";

let database: Database;
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  database = await openDatabase({ kind: "pglite", client });
  await database.db.execute(
    sql`create table things (id int primary key, created_at int, last_updated_at int)`,
  );
});
afterAll(async () => database.close());

const generation = () => database.writes?.value ?? Number.NaN;

describe("mayWrite (What moves the write generation)", () => {
  it("takes every writing statement, in any case and position, and not column names that contain the words", () => {
    for (const text of [
      "insert into t values (1)",
      "UPDATE t SET a = 1",
      "with gone as (delete from t returning id) select * from gone",
      "truncate t",
      "alter table t add column b int",
      "create index i on t (a)",
      "drop table t",
      "copy t from '/dev/blob'",
      "rollback",
      "set search_path to other",
    ])
      expect(mayWrite(text), text).toBe(true);
    expect(mayWrite('select "created_at", last_updated_at, deleted from t offset 5')).toBe(false);
  });
});

describe("WriteGeneration on PGlite (Kept database facts are dropped by any write)", () => {
  it("stays put for reads and moves for a write outside a transaction", async () => {
    const before = generation();
    await database.db.execute(sql`select count(*) from things where created_at > 0`);
    expect(generation()).toBe(before);
    await database.db.execute(sql`insert into things (id) values (1)`);
    expect(generation()).toBeGreaterThan(before);
  });

  it("moves while a transaction's write runs and again when it ends, committed or rolled back", async () => {
    const before = generation();
    let during = Number.NaN;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update things set created_at = 2 where id = 1`);
      during = generation();
    });
    expect(during).toBeGreaterThan(before);
    expect(generation()).toBeGreaterThan(during);
    const beforeRollback = generation();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from things`);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(generation()).toBeGreaterThan(beforeRollback);
  });

  it("does not move for a read-only transaction", async () => {
    const before = generation();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from things`);
    });
    expect(generation()).toBe(before);
  });

  it("is absent on PostgreSQL, where other instances write unseen", async () => {
    const postgres = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" });
    expect(postgres.writes).toBeUndefined();
    await postgres.close();
  });
});
