import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "./prng";

const RUNS = { numRuns: 200 };

describe("seeded random source", () => {
  it("repeats the same sequence for the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const first = createRandom(seed);
        const second = createRandom(seed);
        const a = Array.from({ length: 20 }, () => first.next());
        const b = Array.from({ length: 20 }, () => second.next());
        expect(a).toEqual(b);
      }),
      RUNS,
    );
  });

  it("keeps integers inside the inclusive bounds", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, width) => {
        const value = createRandom(seed).int(min, min + width);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + width);
        expect(Number.isInteger(value)).toBe(true);
      }),
      RUNS,
    );
  });

  it("samples distinct members of the pool", () => {
    fc.assert(
      fc.property(fc.integer(), fc.uniqueArray(fc.integer()), fc.nat(30), (seed, pool, count) => {
        const sample = createRandom(seed).sample(pool, count);
        expect(sample.length).toBe(Math.min(count, pool.length));
        expect(new Set(sample).size).toBe(sample.length);
        for (const item of sample) expect(pool).toContain(item);
      }),
      RUNS,
    );
  });

  it("refuses to pick from an empty array", () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
