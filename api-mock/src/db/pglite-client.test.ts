import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPglite, withoutQueryParsers } from "./pglite-client";

const VALUES = sql`SELECT timestamptz '2026-11-22 10:00:00+00' AS at, date '2026-11-22' AS day,
  interval '1 day' AS span, numeric '12.50' AS price, ARRAY[date '2026-11-22'] AS days, 7 AS count`;

describe("PGlite queries without drizzle's per-query parsers", () => {
  let ours: PGlite;
  let plain: PGlite;
  beforeAll(async () => {
    ours = await createPglite();
    plain = await PGlite.create();
  });
  afterAll(async () => {
    await ours.close();
    await plain.close();
  });

  it("reads every type as drizzle on a plain PGlite does, outside and inside a transaction", async () => {
    const expected = (await drizzle(plain).execute(VALUES)).rows;
    const db = drizzle(withoutQueryParsers(ours));

    const outside = (await db.execute(VALUES)).rows;
    const inside = await db.transaction(async (tx) => (await tx.execute(VALUES)).rows);

    expect(outside).toEqual(expected);
    expect(inside).toEqual(expected);
    expect(outside[0]?.at).toBeTypeOf("string");
  });

  it("sends drizzle's queries to the client without parsers", async () => {
    const query = vi.spyOn(ours, "query");
    try {
      await drizzle(withoutQueryParsers(ours)).execute(VALUES);

      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]?.[2]).not.toHaveProperty("parsers");
    } finally {
      query.mockRestore();
    }
  });

  it("still applies a query's parser that the client does not have", async () => {
    const view = withoutQueryParsers(ours);

    const result = await view.query<{ count: unknown }>("SELECT 7 AS count", [], {
      parsers: { 23: (value: string) => `int ${value}` },
    });

    expect(result.rows[0]?.count).toBe("int 7");
  });

  it("leaves a client it did not make as it is", () => {
    expect(withoutQueryParsers(plain)).toBe(plain);
  });
});
