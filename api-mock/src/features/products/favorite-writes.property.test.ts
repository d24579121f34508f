import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FavoriteClock, type FavoriteWrite, netEffect } from "./favorite-writes";

type Table = Map<string, string>;
const keyOf = (write: { userId: number; productId: number }) => `${write.userId}:${write.productId}`;

/** The table after each write alone, in order: insert ON CONFLICT DO NOTHING, or delete. */
function sequentially(table: Table, writes: readonly FavoriteWrite[]): Table {
  const after = new Map(table);
  for (const write of writes) {
    if (!write.favorite) after.delete(keyOf(write));
    else if (!after.has(keyOf(write))) after.set(keyOf(write), write.at);
  }
  return after;
}

/** The table after the batch's one delete and one insert. */
function asOneBatch(table: Table, writes: readonly FavoriteWrite[]): Table {
  const after = new Map(table);
  const { removes, adds } = netEffect(writes);
  for (const write of removes) after.delete(keyOf(write));
  for (const write of adds) if (!after.has(keyOf(write))) after.set(keyOf(write), write.at);
  return after;
}

const pair = fc.record({ userId: fc.integer({ min: 1, max: 2 }), productId: fc.integer({ min: 1, max: 4 }) });
const writesArb = fc.array(fc.record({ pair, favorite: fc.boolean() }), { maxLength: 30 }).map((drawn) =>
  drawn.map(({ pair: { userId, productId }, favorite }, index) => ({
    userId,
    productId,
    favorite,
    at: `t${String(index).padStart(3, "0")}`,
  })),
);
const tableArb = fc
  .uniqueArray(pair, { selector: keyOf, maxLength: 8 })
  .map((pairs) => new Map(pairs.map((p, index) => [keyOf(p), `old${index}`])));

/** Rows in `created_at` order, as the favourites list reads them. */
const ordered = (table: Table) => [...table].sort((a, b) => a[1].localeCompare(b[1]));

describe("a batch of favourite writes", () => {
  it("leaves the same rows, stamps and order as the writes one after another", () => {
    fc.assert(
      fc.property(tableArb, writesArb, (table, writes) => {
        expect(ordered(asOneBatch(table, writes))).toEqual(ordered(sequentially(table, writes)));
      }),
    );
  });

  it("names each pair at most once per statement", () => {
    fc.assert(
      fc.property(writesArb, (writes) => {
        const { removes, adds } = netEffect(writes);
        expect(new Set(removes.map(keyOf)).size).toBe(removes.length);
        expect(new Set(adds.map(keyOf)).size).toBe(adds.length);
      }),
    );
  });
});

describe("the favourites clock", () => {
  it("gives strictly increasing timestamps with microseconds, even when the wall clock stalls or steps back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { minLength: 2 }),
        (times) => {
          let call = 0;
          const clock = new FavoriteClock(() => times[call++ % times.length] ?? 0);
          const stamps = times.map(() => clock.next());
          for (const stamp of stamps) expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
          for (let index = 1; index < stamps.length; index++) {
            expect(
              Date.parse(stamps[index] ?? "") * 1000 + Number(stamps[index]?.slice(23, 26)),
            ).toBeGreaterThan(
              Date.parse(stamps[index - 1] ?? "") * 1000 + Number(stamps[index - 1]?.slice(23, 26)),
            );
          }
        },
      ),
    );
  });
});
