import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineTotal, listTotals, netPrice, roundMoney, type TotalsLine } from "./list-totals";

describe("list totals (core spec 3, 9)", () => {
  it("sums quantity times price and counts pieces per package", () => {
    const lines: TotalsLine[] = [
      { quantity: 10, price: 25.5, piecesPerPackage: 10 },
      { quantity: 3, price: 0.1, piecesPerPackage: 1 },
    ];
    expect(listTotals(lines)).toEqual({ totalAmount: 255.3, totalPieces: 103, totalQuantity: 13 });
  });

  it("adds no amount for a line without a price, but still counts its pieces", () => {
    expect(listTotals([{ quantity: 2, price: undefined, piecesPerPackage: 5 }])).toEqual({
      totalAmount: 0,
      totalPieces: 10,
      totalQuantity: 2,
    });
  });

  it("gives zero totals for an empty list", () => {
    expect(listTotals([])).toEqual({ totalAmount: 0, totalPieces: 0, totalQuantity: 0 });
  });

  it("rounds a line total to cents half up despite binary fractions", () => {
    expect(lineTotal(1, 1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it("takes the discount in percent off the CRP for the net price", () => {
    expect(netPrice(25.5, 5)).toBe(24.23);
    expect(netPrice(25.5, null)).toBe(25.5);
    expect(netPrice(null, 5)).toBeNull();
  });
});

const lineArb: fc.Arbitrary<TotalsLine> = fc.record({
  quantity: fc.integer({ min: 0, max: 999 }),
  price: fc.option(
    fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
    { nil: null },
  ),
  piecesPerPackage: fc.integer({ min: 1, max: 100 }),
});

describe("list totals properties (core spec 9)", () => {
  it("rounds every amount as cutting it to 15 significant digits of cents and rounding half away from zero does", () => {
    const byDigits = (amount: number) =>
      (Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))) / 100 || 0;
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      // Amounts a list holds: whole cents times a quantity, and half cents, where binary noise matters.
      fc
        .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 999 }))
        .map(([cents, quantity]) => (cents / 100) * quantity),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((tenths) => (tenths + 0.5) / 100),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(roundMoney(amount)).toBe(byDigits(amount));
      }),
      { numRuns: 2_000 },
    );
  });

  it("totals two lists together as the sum of their totals", () => {
    fc.assert(
      fc.property(fc.array(lineArb), fc.array(lineArb), (a, b) => {
        const [ta, tb, both] = [listTotals(a), listTotals(b), listTotals([...a, ...b])];
        expect(both.totalPieces).toBe(ta.totalPieces + tb.totalPieces);
        expect(both.totalQuantity).toBe(ta.totalQuantity + tb.totalQuantity);
        expect(Math.round(both.totalAmount * 100)).toBe(
          Math.round(ta.totalAmount * 100) + Math.round(tb.totalAmount * 100),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(fc.array(lineArb), (lines) => {
        expect(listTotals([...lines].reverse())).toEqual(listTotals(lines));
      }),
      { numRuns: 300 },
    );
  });

  it("counts one package of one piece at one price as exactly that price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        expect(listTotals([{ quantity: 1, price: cents / 100, piecesPerPackage: 1 }]).totalAmount).toBe(
          cents / 100,
        );
      }),
      { numRuns: 300 },
    );
  });
});
