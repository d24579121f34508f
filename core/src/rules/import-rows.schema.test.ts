import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ImportTable,
  importColumns,
  importRowErrors,
  PriceImportRow,
  requiredImportColumns,
} from "./import-rows.schema";

describe("import row schemas", () => {
  it("names the columns of every table, part number first", () => {
    for (const table of ImportTable.options) expect(importColumns(table)[0]).toBe("partNumber");
    expect(importColumns("stock")).toEqual([
      "partNumber",
      "country",
      "stockStatus",
      "quantity",
      "criticalQuantity",
    ]);
  });

  it("requires only the columns without which a row cannot be read", () => {
    expect(requiredImportColumns("stock")).toEqual(["partNumber", "country", "stockStatus"]);
    expect(requiredImportColumns("products")).toEqual(["partNumber", "title"]);
  });

  it("reads CSV text and XLSX numbers alike; blank optional cells are no value", () => {
    const row = { partNumber: " MX-1 ", country: "de", currency: "eur", localListPrice: "10.50" };
    const parsed = PriceImportRow.parse({ ...row, globalReferencePrice: 9, crp: "8", ggpUnitPrice: "" });
    expect(parsed).toMatchObject({
      partNumber: "MX-1",
      country: "DE",
      currency: "EUR",
      localListPrice: 10.5,
    });
    expect(parsed.ggpUnitPrice).toBeUndefined();
  });

  it("reports each bad cell with the file line and the column", () => {
    const errors = importRowErrors(
      "stock",
      { partNumber: "MX-1", country: "Germany", stockStatus: "PLENTY", quantity: "-3" },
      7,
    );
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [7, "country"],
      [7, "stockStatus"],
      [7, "quantity"],
    ]);
    expect(
      importRowErrors(
        "market-clearance",
        { partNumber: "A", country: "GLOBAL", marketClearance: "cleared" },
        2,
      ),
    ).toEqual([]);
  });

  it("property: a price above the bound or with more than 2 decimals is refused, any in bounds accepted", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const good = { partNumber: "P", country: "FR", currency: "EUR", globalReferencePrice: 1, crp: 1 };
        expect(PriceImportRow.safeParse({ ...good, localListPrice: (cents / 100).toFixed(2) }).success).toBe(
          true,
        );
        expect(PriceImportRow.safeParse({ ...good, localListPrice: `${cents}.005` }).success).toBe(false);
      }),
    );
    const row = {
      partNumber: "P",
      country: "FR",
      currency: "EUR",
      localListPrice: 1,
      globalReferencePrice: 1,
    };
    expect(PriceImportRow.safeParse({ ...row, crp: 1_000_000_000_000 }).success).toBe(false);
    expect(PriceImportRow.safeParse({ ...row, crp: 1, ggpLowerLimit: 5, ggpUpperLimit: 4 }).success).toBe(
      false,
    );
  });
});
