import { describe, expect, it } from "vitest";
import type { CountryRow } from "./catalogue-rows";
import { countryKeysOf, unclearedKeys } from "./clearance-keys";
import { CountryRowStore } from "./country-row-store";

const rowOf = (countryId: number, marketClearance: boolean): CountryRow => ({
  productId: 1,
  countryId,
  currencyId: 1,
  localListPrice: 1,
  globalReferencePrice: 1,
  crp: 1,
  ggpUnitPrice: null,
  ggpLowerLimit: null,
  ggpUpperLimit: null,
  stockStatus: "AVAILABLE",
  quantity: null,
  criticalQuantity: null,
  phaseOutStatus: "AVAILABLE",
  marketClearance,
});

/** A store holding one product with `rows` (country id, cleared), as its slice. */
function productWith(rows: [number, boolean][]) {
  const store = new CountryRowStore();
  for (const [countryId, cleared] of rows) store.add(rowOf(countryId, cleared));
  return store.slice(0, rows.length);
}

describe("unclearedKeys (core spec 5)", () => {
  const keys = [0, 7, 9, 11];

  it("lists only the own rows without clearance when the global row has it", () => {
    expect(
      unclearedKeys(
        productWith([
          [0, true],
          [7, false],
          [9, true],
        ]),
        keys,
      ),
    ).toEqual([7]);
  });

  it("adds every key without a row of its own when the global row lacks clearance", () => {
    expect(
      unclearedKeys(
        productWith([
          [0, false],
          [7, true],
          [9, false],
        ]),
        keys,
      ),
    ).toEqual([0, 9, 11]);
  });

  it("hides nowhere else a product without a global row", () => {
    expect(unclearedKeys(productWith([[7, false]]), keys)).toEqual([7]);
    expect(unclearedKeys(productWith([]), keys)).toEqual([]);
  });
});

describe("countryKeysOf (core spec 5)", () => {
  it("holds 0 and every country with a row", () => {
    const slice = productWith([
      [7, true],
      [9, true],
      [7, false],
    ]);

    expect([...countryKeysOf(slice.store)].sort()).toEqual([0, 7, 9]);
  });
});
