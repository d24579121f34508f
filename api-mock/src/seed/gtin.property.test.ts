import { gs1CheckDigit, makeGtin13 } from "@catalogue/core/gs1";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateSeed } from "./generate-seed";

// GS1 stated the other way round: weighting all 13 digits 1,3,1,3... from the LEFT (check digit included) gives
// a multiple of ten exactly when the GTIN-13 is valid.
function isValidGtin13(gtin: string): boolean {
  if (!/^\d{13}$/.test(gtin)) return false;
  const sum = [...gtin].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

const RUNS = { numRuns: 200 };

describe("GS1 check digit", () => {
  it("accepts a published valid GTIN-13", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1);
  });

  it("makes a valid GTIN-13 from any item reference", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (reference) => {
        expect(isValidGtin13(makeGtin13("4048675", reference))).toBe(true);
      }),
      RUNS,
    );
  });

  it("detects any single changed digit", () => {
    const digits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(digits, fc.nat(11), fc.integer({ min: 1, max: 9 }), (data, position, delta) => {
        const changed =
          data.slice(0, position) + ((Number(data[position]) + delta) % 10) + data.slice(position + 1);
        const original = data + gs1CheckDigit(data);
        expect(isValidGtin13(changed + gs1CheckDigit(data))).toBe(false);
        expect(isValidGtin13(original)).toBe(true);
      }),
      RUNS,
    );
  });

  it("gives every generated product valid main and secondary GTINs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 1, max: 40 }),
        (seed, products) => {
          const catalogue = generateSeed({ seed, products }).products;
          for (const product of catalogue) {
            expect(isValidGtin13(product.mainGtin)).toBe(true);
            if (product.secondaryGtin !== null) expect(isValidGtin13(product.secondaryGtin)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it("never gives two products the same GTIN", () => {
    const { products } = generateSeed({ products: 2000 });
    const gtins = products.flatMap((product) => [product.mainGtin, product.secondaryGtin ?? []].flat());
    expect(new Set(gtins).size).toBe(gtins.length);
  });
});
