import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceArb } from "../testing/pricing-arbitraries";
import { type GgpIndicator, ggpIndicator, priceDifferencePercent } from "./price-difference";

const runs = { numRuns: 300 };

describe("price difference and GGP indicator properties (core spec 9)", () => {
  it("never shows a negative difference", () => {
    fc.assert(
      fc.property(priceArb, priceArb, (crp, ggpUnitPrice) => {
        const shown = priceDifferencePercent(crp, ggpUnitPrice);
        if (shown !== null) expect(shown >= 0 && !Object.is(shown, -0)).toBe(true);
      }),
      runs,
    );
  });

  it("shows a whole percentage between 0 and 100 whenever the GGP unit price is at most the CRP", () => {
    fc.assert(
      fc.property(
        priceArb.filter((crp) => crp > 0),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (crp, share) => {
          const shown = priceDifferencePercent(crp, crp * share);
          expect(Number.isInteger(shown)).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(0);
          expect(shown).toBeLessThanOrEqual(100);
        },
      ),
      runs,
    );
  });

  it("hides the difference when the GGP unit price exceeds the CRP by one percent or more", () => {
    fc.assert(
      fc.property(
        priceArb.filter((crp) => crp > 0),
        fc.double({ min: 1.01, max: 10, noNaN: true }),
        (crp, factor) => {
          expect(priceDifferencePercent(crp, crp * factor)).toBeNull();
        },
      ),
      runs,
    );
  });

  it("never moves the indicator down when the price goes up", () => {
    const rank: Record<GgpIndicator, number> = { LOW: 0, ACCEPTABLE: 1, GOOD: 2, MISSING: -1 };
    const corridor = fc
      .tuple(priceArb, priceArb)
      .map(([a, b]) => ({ lowerLimit: Math.min(a, b), upperLimit: Math.max(a, b) }));
    fc.assert(
      fc.property(corridor, priceArb, priceArb, (ggp, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[ggpIndicator(high, ggp)]).toBeGreaterThanOrEqual(rank[ggpIndicator(low, ggp)]);
      }),
      runs,
    );
  });

  it("calls every price inside the corridor acceptable", () => {
    fc.assert(
      fc.property(priceArb, priceArb, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, at) => {
        const ggp = { lowerLimit: Math.min(a, b), upperLimit: Math.max(a, b) };
        const inside = Math.min(ggp.upperLimit, ggp.lowerLimit + (ggp.upperLimit - ggp.lowerLimit) * at);
        expect(ggpIndicator(inside, ggp)).toBe("ACCEPTABLE");
      }),
      runs,
    );
  });
});
