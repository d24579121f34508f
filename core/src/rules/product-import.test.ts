import { describe, expect, it } from "vitest";
import { ProductImportRow } from "./import-rows.schema";
import { maxRemovedProducts, newProductRowErrors, productRemovalRefusal } from "./product-import";

describe("products import rules", () => {
  it("a new product must give usage, packing counts and the sterile and latex flags", () => {
    const row = ProductImportRow.parse({
      partNumber: "NEW-1",
      title: "New pump",
      usage: "reusable",
      latex: "no",
    });
    expect(newProductRowErrors(row, 7).map((error) => [error.row, error.column])).toEqual([
      [7, "piecesPerPackingUnit"],
      [7, "packagesPerDeliveryUnit"],
      [7, "sterile"],
    ]);
  });

  it("accepts a complete new product, reading yes/no, true/false and 1/0 flags", () => {
    const row = ProductImportRow.parse({
      partNumber: "NEW-1",
      title: "New pump",
      usage: "SINGLEUSE",
      piecesPerPackingUnit: "10",
      packagesPerDeliveryUnit: 2,
      sterile: "Yes",
      latex: "0",
    });
    expect(row).toMatchObject({ sterile: true, latex: false, piecesPerPackingUnit: 10 });
    expect(newProductRowErrors(row, 2)).toEqual([]);
  });

  it("refuses a flag it cannot read and a packing count of 0", () => {
    expect(ProductImportRow.safeParse({ partNumber: "X", title: "T", sterile: "maybe" }).success).toBe(false);
    expect(
      ProductImportRow.safeParse({ partNumber: "X", title: "T", piecesPerPackingUnit: "0" }).success,
    ).toBe(false);
  });

  it("lets one file remove a tenth of the catalogue, at least one product, and refuses more", () => {
    expect(maxRemovedProducts(60)).toBe(6);
    expect(maxRemovedProducts(5)).toBe(1);
    expect(productRemovalRefusal(60, 6)).toBeUndefined();
    expect(productRemovalRefusal(60, 7)).toMatch(/remove 7 of 60 products/);
    expect(productRemovalRefusal(2000, 2000)).toMatch(/is it complete\?/);
  });
});
