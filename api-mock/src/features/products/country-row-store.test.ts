import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CountryRow } from "./catalogue-rows";
import { CountryRowStore } from "./country-row-store";

const rowOf = (productId: number, countryId: number, changes: Partial<CountryRow> = {}): CountryRow => ({
  productId,
  countryId,
  currencyId: 3,
  localListPrice: 12.5,
  globalReferencePrice: 11.25,
  crp: 9.99,
  ggpUnitPrice: 8.5,
  ggpLowerLimit: 7.65,
  ggpUpperLimit: 9.35,
  stockStatus: "LIMITED_QUANTITY",
  quantity: 4,
  criticalQuantity: 10,
  phaseOutStatus: "UPCOMING_PHASE_OUT",
  marketClearance: false,
  ...changes,
});

describe("CountryRowStore", () => {
  it("gives back every row as it was added, nulls included, also after growing and compacting", () => {
    const store = new CountryRowStore();
    const rows = Array.from({ length: 3000 }, (_, index) =>
      rowOf(index >> 2, index % 4, {
        quantity: index % 3 === 0 ? null : index,
        ggpUnitPrice: index % 5 === 0 ? null : index / 4,
        marketClearance: index % 2 === 0,
        stockStatus: index % 2 === 0 ? "AVAILABLE" : "SHIP_HOLD",
      }),
    );
    for (const row of rows) store.add(row);
    store.compact();

    expect(store.size).toBe(rows.length);
    rows.forEach((row, index) => {
      expect(store.row(index)).toEqual(row);
    });
  });

  it("finds a product's row by country within its slice only", () => {
    const store = new CountryRowStore();
    store.add(rowOf(1, 0));
    store.add(rowOf(1, 5, { crp: 1 }));
    const start = store.add(rowOf(2, 0, { crp: 2 }));
    const second = store.slice(start, 1);

    expect(second.get(0)?.crp).toBe(2);
    expect(second.get(5)).toBeUndefined();
    expect(store.slice(0, 2).get(5)?.crp).toBe(1);
  });

  it("gives back any price exactly, cents or not, large or small, and null as null", () => {
    const cents = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map((value) => value / 100);
    const price = fc.oneof(cents, fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.array(fc.tuple(price, fc.option(price)), { minLength: 1, maxLength: 50 }), (prices) => {
        const store = new CountryRowStore(4);
        const rows = prices.map(([crp, ggpUnitPrice], index) => rowOf(1, index, { crp, ggpUnitPrice }));
        for (const row of rows) store.add(row);

        rows.forEach((row, index) => {
          expect(Object.is(store.row(index).crp, row.crp), `${row.crp}`).toBe(true);
          expect(Object.is(store.row(index).ggpUnitPrice, row.ggpUnitPrice), `${row.ggpUnitPrice}`).toBe(
            true,
          );
        });
      }),
    );
  });
});
