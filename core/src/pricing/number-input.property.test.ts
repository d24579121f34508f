import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRICE_MAX, QUANTITY_MAX, UNIT_AMOUNT_MAX } from "../constants";
import { decimalMarkArb } from "../testing/pricing-arbitraries";
import { NUMBER_INPUTS, type NumberInputOptions, normalizeNumberInput } from "./number-input";

const runs = { numRuns: 200 };

/** Writes a number of cents as a user would type it: with a comma or a dot, maybe padded with spaces. */
const typed = (cents: number, mark: string, pad: string): string => {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${pad}${whole}${rest === 0 ? "" : `${mark}${String(rest).padStart(2, "0")}`}${pad}`;
};
const padArb = fc.constantFrom("", " ", "  ");

const wholeFields: [string, NumberInputOptions, number][] = [
  ["unit amount", NUMBER_INPUTS.unitAmount, UNIT_AMOUNT_MAX],
  ["quantity", NUMBER_INPUTS.quantity, QUANTITY_MAX],
];

describe("number input bounds (core spec 5, 9)", () => {
  for (const [name, options, max] of wholeFields) {
    it(`keeps a ${name} exactly at, and one under, its bound of ${max}`, () => {
      fc.assert(
        fc.property(fc.constantFrom(max, max - 1), padArb, (value, pad) => {
          expect(normalizeNumberInput(`${pad}${value}${pad}`, options)).toEqual({ value, correction: null });
        }),
        runs,
      );
    });

    it(`brings a ${name} one over its bound, or anything larger, back to ${max}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: max + 1, max: max * 1000 }), (value) => {
          expect(normalizeNumberInput(String(value), options)).toEqual({
            value: max,
            correction: "ABOVE_MAX",
          });
        }),
        runs,
      );
    });
  }

  const priceCents = Math.round(PRICE_MAX * 100);

  it("keeps a price exactly at, and one cent under, its bound, written with a comma or a dot", () => {
    fc.assert(
      fc.property(fc.constantFrom(priceCents, priceCents - 1), decimalMarkArb, padArb, (cents, mark, pad) => {
        expect(normalizeNumberInput(typed(cents, mark, pad), NUMBER_INPUTS.price)).toEqual({
          value: cents / 100,
          correction: null,
        });
      }),
      runs,
    );
  });

  it("brings a price one cent over its bound, or anything larger, back to the bound", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: priceCents + 1, max: priceCents + 10_000 }),
        decimalMarkArb,
        (cents, mark) => {
          expect(normalizeNumberInput(typed(cents, mark, ""), NUMBER_INPUTS.price)).toEqual({
            value: PRICE_MAX,
            correction: "ABOVE_MAX",
          });
        },
      ),
      runs,
    );
  });
});

describe("number input properties (core spec 5)", () => {
  const optionsArb: fc.Arbitrary<NumberInputOptions> = fc.record({
    max: fc.integer({ min: 10, max: 1_000_000 }),
    min: fc.integer({ min: 0, max: 9 }),
    step: fc.integer({ min: 1, max: 10 }),
    fractionDigits: fc.constantFrom(0 as const, 1 as const, 2 as const),
  });

  it("always answers a value within the bounds", () => {
    fc.assert(
      fc.property(fc.string(), optionsArb, (text, options) => {
        const { value } = normalizeNumberInput(text, options);
        expect(value).toBeGreaterThanOrEqual(options.min ?? 0);
        expect(value).toBeLessThanOrEqual(options.max);
      }),
      runs,
    );
  });

  it("never keeps more fraction digits than allowed", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), optionsArb, (typedValue, options) => {
        const { value } = normalizeNumberInput(String(typedValue), options);
        const fraction = String(value).split(".")[1] ?? "";
        expect(fraction.length).toBeLessThanOrEqual(options.fractionDigits ?? 0);
      }),
      runs,
    );
  });

  it("lands whole-number fields on a step counted from the minimum, never below what was typed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000 }),
        fc.integer({ min: 0, max: 99 }),
        optionsArb,
        (whole, hundredths, options) => {
          const { min = 0, step = 1 } = options;
          const text = `${whole}.${String(hundredths).padStart(2, "0")}`;
          const { value, correction } = normalizeNumberInput(text, { ...options, fractionDigits: 0 });
          expect((value - min) % step).toBe(0);
          if (correction === null || correction === "ROUNDED")
            expect(value).toBeGreaterThanOrEqual(Number(text));
        },
      ),
      runs,
    );
  });

  it("reads a comma and a dot alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), optionsArb, (cents, options) => {
        expect(normalizeNumberInput(typed(cents, ",", ""), options)).toEqual(
          normalizeNumberInput(typed(cents, ".", ""), options),
        );
      }),
      runs,
    );
  });
});
