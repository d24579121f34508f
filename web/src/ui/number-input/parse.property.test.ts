import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNumberInput } from "./parse";

const decimalText = fc
  .tuple(fc.integer({ min: -10_000, max: 1_000_000 }), fc.nat({ max: 99_999 }), fc.constantFrom(",", "."))
  .map(([whole, fraction, mark]) => `${whole}${mark}${fraction}`);

describe("parseNumberInput (properties)", () => {
  it("never returns more than two digits after the decimal mark, whatever is allowed", () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, fractionDigits) => {
        const value = parseNumberInput(text, { fractionDigits });
        expect(value).not.toBeNull();
        expect(Math.abs((value ?? 0) * 100 - Math.round((value ?? 0) * 100))).toBeLessThan(1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it("always lands between the minimum and the maximum", () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 50, max: 5000 }),
        (text, min, max) => {
          const value = parseNumberInput(text, { min, max, fractionDigits: 2 }) ?? Number.NaN;
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads a comma exactly as a dot", () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 2 }), (text, fractionDigits) => {
        expect(parseNumberInput(text.replace(".", ","), { fractionDigits })).toBe(
          parseNumberInput(text.replace(",", "."), { fractionDigits }),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("gives whole multiples of the step, never less than typed, when no fraction digits are used", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 50 }), (typed, step) => {
        const value = parseNumberInput(String(typed), { step }) ?? Number.NaN;
        expect(value % step).toBe(0);
        expect(value).toBeGreaterThanOrEqual(typed);
        expect(value - typed).toBeLessThan(step);
      }),
      { numRuns: 200 },
    );
  });
});
