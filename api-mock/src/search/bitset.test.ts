import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";

const positionsArbitrary = fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { maxLength: 60 });

function setOf(positions: readonly number[]): Bitset {
  const set = new Bitset(100);
  for (const position of positions) set.add(position);
  return set;
}

describe("Bitset", () => {
  it("full holds exactly the positions below its size", () => {
    const full = Bitset.full(70);

    expect(full.count()).toBe(70);
    expect(full.has(69)).toBe(true);
    expect(full.toArray()).toEqual(Array.from({ length: 70 }, (_, index) => index));
  });

  it("lists what was added, ascending and once each", () => {
    fc.assert(
      fc.property(positionsArbitrary, (positions) => {
        const listed = setOf(positions).toArray();
        return JSON.stringify(listed) === JSON.stringify([...positions].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it("intersects and unites like the sets they stand for", () => {
    fc.assert(
      fc.property(positionsArbitrary, positionsArbitrary, (left, right) => {
        const both = left.filter((position) => right.includes(position));
        const either = new Set([...left, ...right]);
        const a = setOf(left);
        const b = setOf(right);
        return (
          a.and(b).count() === both.length &&
          a.countAnd(b) === both.length &&
          setOf(left).orInPlace(b).count() === either.size
        );
      }),
      { numRuns: 200 },
    );
  });

  it("andNot keeps exactly the positions of the left set missing from the right", () => {
    fc.assert(
      fc.property(positionsArbitrary, positionsArbitrary, (left, right) => {
        const only = left.filter((position) => !right.includes(position)).sort((a, b) => a - b);
        return JSON.stringify(setOf(left).andNot(setOf(right)).toArray()) === JSON.stringify(only);
      }),
      { numRuns: 200 },
    );
  });

  it("intersects in place into a scratch set without changing the sets it reads", () => {
    fc.assert(
      fc.property(positionsArbitrary, positionsArbitrary, positionsArbitrary, (left, right, stale) => {
        const a = setOf(left);
        const b = setOf(right);
        const scratch = setOf(stale);
        const both = a.and(b).toArray();
        const only = a.andNot(b).toArray();
        return (
          JSON.stringify(scratch.assignAnd(a, b).toArray()) === JSON.stringify(both) &&
          JSON.stringify(scratch.assignAnd(a, b, true).toArray()) === JSON.stringify(only) &&
          JSON.stringify(scratch.assign(a).andInPlace(b).toArray()) === JSON.stringify(both) &&
          JSON.stringify(a.toArray()) === JSON.stringify([...left].sort((x, y) => x - y)) &&
          JSON.stringify(b.toArray()) === JSON.stringify([...right].sort((x, y) => x - y))
        );
      }),
      { numRuns: 200 },
    );
  });

  it("countAndIn over the non-empty words counts like countAnd", () => {
    fc.assert(
      fc.property(positionsArbitrary, positionsArbitrary, (left, right) => {
        const a = setOf(left);
        return a.countAndIn(setOf(right), a.nonZeroWords()) === a.countAnd(setOf(right));
      }),
      { numRuns: 200 },
    );
  });

  it("lists the same non-empty words into a reused scratch as into a new array", () => {
    const scratch = new Int32Array(setOf([]).words.length).fill(-1);
    fc.assert(
      fc.property(positionsArbitrary, (positions) => {
        const set = setOf(positions);
        return JSON.stringify([...set.nonZeroWords(scratch)]) === JSON.stringify([...set.nonZeroWords()]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("Bitset.select", () => {
  it("pages through the positions ascending and descending as the sorted list would", () => {
    fc.assert(
      fc.property(
        positionsArbitrary,
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 30 }),
        (positions, offset, size) => {
          const set = setOf(positions);
          const ascending = [...positions].sort((a, b) => a - b);
          const descending = [...ascending].reverse();
          return (
            JSON.stringify(set.select(offset, size)) ===
              JSON.stringify(ascending.slice(offset, offset + size)) &&
            JSON.stringify(set.select(offset, size, true)) ===
              JSON.stringify(descending.slice(offset, offset + size))
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("pages through the positions of an intersection without building it", () => {
    fc.assert(
      fc.property(
        positionsArbitrary,
        positionsArbitrary,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (left, right, offset, size, descending) => {
          const a = setOf(left);
          const b = setOf(right);
          return (
            JSON.stringify(a.select(offset, size, descending, b)) ===
            JSON.stringify(a.and(b).select(offset, size, descending))
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adds posting lists and removes another set's positions", () => {
    const set = new Bitset(100).addAll(Int32Array.from([1, 33, 64, 99]));

    expect(set.andNotInPlace(setOf([33, 99])).toArray()).toEqual([1, 64]);
  });
});
