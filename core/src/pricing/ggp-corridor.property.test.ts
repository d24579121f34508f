import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceArb } from "../testing/pricing-arbitraries";
import { countOutsideGgpCorridor, isOutsideGgpCorridor } from "./ggp-corridor";

const runs = { numRuns: 300 };
const corridorArb = fc
  .tuple(priceArb, priceArb)
  .map(([a, b]) => ({ lowerLimit: Math.min(a, b), upperLimit: Math.max(a, b) }));
const lineArb = fc.record({
  price: fc.option(priceArb, { nil: null }),
  ggp: fc.option(corridorArb, { nil: null }),
});

describe("GGP corridor guard properties (core spec 9)", () => {
  it("flags a price exactly when it is strictly below the lower or above the upper limit", () => {
    fc.assert(
      fc.property(priceArb, corridorArb, (price, ggp) => {
        const below = price < ggp.lowerLimit;
        const above = price > ggp.upperLimit;
        expect(isOutsideGgpCorridor(price, ggp)).toBe(below || above);
      }),
      runs,
    );
  });

  it("never flags a limit itself", () => {
    fc.assert(
      fc.property(corridorArb, (ggp) => {
        expect(isOutsideGgpCorridor(ggp.lowerLimit, ggp)).toBe(false);
        expect(isOutsideGgpCorridor(ggp.upperLimit, ggp)).toBe(false);
      }),
      runs,
    );
  });

  it("never flags a line without a price or without a corridor", () => {
    fc.assert(
      fc.property(fc.option(priceArb, { nil: null }), corridorArb, (price, ggp) => {
        expect(isOutsideGgpCorridor(price, null)).toBe(false);
        expect(isOutsideGgpCorridor(null, ggp)).toBe(false);
        expect(isOutsideGgpCorridor(undefined, ggp)).toBe(false);
      }),
      runs,
    );
  });

  it("counts the flagged lines, so the count adds up over any split of the list", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), fc.nat(30), (lines, at) => {
        const whole = countOutsideGgpCorridor(lines);
        const split = countOutsideGgpCorridor(lines.slice(0, at)) + countOutsideGgpCorridor(lines.slice(at));
        expect(whole).toBe(split);
        expect(whole).toBeLessThanOrEqual(lines.length);
      }),
      runs,
    );
  });
});
