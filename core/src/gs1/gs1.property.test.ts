import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplicationIdentifier } from "./application-identifiers";
import { gs1ElementString } from "./format-gs1";
import { gs1CheckDigit, isValidGtin, toCatalogueGtin, toGtin14 } from "./gtin";
import { type Gs1Code, parseGs1Code } from "./parse-gs1";

const YEAR = 2026;
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(""));
const gtin14 = digits(13).map((data) => data + String(gs1CheckDigit(data)));
// Dates GS1 can write: within the 100-year window around the reference year.
const isoDate = fc
  .date({
    min: new Date(Date.UTC(YEAR - 49, 0, 1)),
    max: new Date(Date.UTC(YEAR + 50, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const cset82 = fc.constantFrom(..."ABCXYZabcxyz0123456789-./_!%&*+:;<=>?");
const lotOrSerial = fc.array(cset82, { minLength: 1, maxLength: 20 }).map((chars) => chars.join(""));
const code: fc.Arbitrary<Gs1Code> = fc.record(
  { gtin: gtin14, expiryDate: isoDate, productionDate: isoDate, lot: lotOrSerial, serial: lotOrSerial },
  { requiredKeys: ["gtin"] },
);
const order = fc.shuffledSubarray<ApplicationIdentifier>(["01", "11", "17", "10", "21"], { minLength: 5 });

describe("GS1 codes, stated the other way round", () => {
  it("reads back every field it was written with, in either style and any field order", () => {
    fc.assert(
      fc.property(
        code,
        fc.constantFrom("bracketed", "raw") as fc.Arbitrary<"bracketed" | "raw">,
        order,
        (written, style, ais) => {
          expect(parseGs1Code(gs1ElementString(written, style, ais), YEAR)).toEqual(written);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("weights all 14 digits 1,3,1,3... from the right to a multiple of ten exactly when the GTIN is valid", () => {
    fc.assert(
      fc.property(digits(14), (text) => {
        const sum = [...text].reverse().reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
        expect(isValidGtin(text)).toBe(sum % 10 === 0);
      }),
      { numRuns: 500 },
    );
  });

  it("notices any single changed digit of a GTIN", () => {
    fc.assert(
      fc.property(
        gtin14,
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (gtin, at, shift) => {
          const changed = gtin.slice(0, at) + String((Number(gtin[at]) + shift) % 10) + gtin.slice(at + 1);
          expect(isValidGtin(changed)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("maps a GTIN-13 to 14 digits and back to the catalogue's GTIN-13 unchanged", () => {
    fc.assert(
      fc.property(digits(12), (data) => {
        const gtin13 = data + String(gs1CheckDigit(data));
        expect(isValidGtin(toGtin14(gtin13))).toBe(true);
        expect(toCatalogueGtin(toGtin14(gtin13))).toBe(gtin13);
      }),
    );
  });
});
