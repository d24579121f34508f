import { describe, expect, it } from "vitest";
import { parseCountryRows } from "./products.repository";

describe("parseCountryRows (issue 6 item 9)", () => {
  it("reads each row's fields, empty ones as null and the clearance from 1 or 0", () => {
    const rows = parseCountryRows(
      7,
      "0,1,12.50,10,9.99,,,,IN_STOCK,,,NONE,1;49,2,3,4,5,6.5,6,7,LOW,12,3,PHASE_OUT,0",
    );

    expect(rows).toEqual([
      {
        productId: 7,
        countryId: 0,
        currencyId: 1,
        localListPrice: 12.5,
        globalReferencePrice: 10,
        crp: 9.99,
        ggpUnitPrice: null,
        ggpLowerLimit: null,
        ggpUpperLimit: null,
        stockStatus: "IN_STOCK",
        quantity: null,
        criticalQuantity: null,
        phaseOutStatus: "NONE",
        marketClearance: true,
      },
      {
        productId: 7,
        countryId: 49,
        currencyId: 2,
        localListPrice: 3,
        globalReferencePrice: 4,
        crp: 5,
        ggpUnitPrice: 6.5,
        ggpLowerLimit: 6,
        ggpUpperLimit: 7,
        stockStatus: "LOW",
        quantity: 12,
        criticalQuantity: 3,
        phaseOutStatus: "PHASE_OUT",
        marketClearance: false,
      },
    ]);
  });

  it("gives no rows for a product without any, and refuses a row with a field too many", () => {
    expect(parseCountryRows(7, undefined)).toEqual([]);
    expect(() => parseCountryRows(7, "0,1,2,3,4,,,,IN_STOCK,,,NONE,1,extra")).toThrow(/14 fields/);
  });
});
