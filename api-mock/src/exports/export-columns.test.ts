import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportColumns, FINANCIAL_COLUMNS, showsFinancial } from "./export-columns";
import { sampleElement, sampleListExport } from "./list-export.fixture";

const FINANCIAL_IDS = FINANCIAL_COLUMNS.map((column) => column.id);

describe("showsFinancial", () => {
  it("shows financial data when asked for and the caller sees prices", () => {
    expect(showsFinancial(sampleListExport(3))).toBe(true);
  });

  it("hides it when not asked for", () => {
    expect(showsFinancial(sampleListExport(3, { includeFinancial: false }))).toBe(false);
  });

  it("hides it from a caller without prices even when asked for", () => {
    expect(showsFinancial(sampleListExport(3, { includeFinancial: true }, false))).toBe(false);
  });

  it("never lists an internal financial column unless asked for and some line carries prices", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.boolean(), { maxLength: 12 }), (includeFinancial, priced) => {
        const elements = priced.map((hasPrices, index) => sampleElement(index, hasPrices));
        const ids = exportColumns({ ...sampleListExport(0), includeFinancial, elements }).map(
          (column) => column.id,
        );
        const allowed = includeFinancial && priced.includes(true);

        expect(ids.some((id) => FINANCIAL_IDS.includes(id) && id !== "totalPrice")).toBe(allowed);
        expect(ids.includes("unitPrice")).toBe(!allowed && priced.includes(true));
        expect(ids.slice(0, 4)).toEqual(["partNumber", "title", "productGroup", "status"]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("column values", () => {
  it("joins title and subtitle and translates the status into the viewer's language", () => {
    const [, title, , status] = exportColumns(sampleListExport(1));

    expect(title?.value(sampleElement(0), "de")).toBe("Infinity sensor cable 1, 2.5 m, reusable");
    expect(status?.value(sampleElement(0), "de")).toBe("Verfügbar");
  });

  it("computes a line's total price as quantity times the net price", () => {
    const totalPrice = FINANCIAL_COLUMNS.find((column) => column.id === "totalPrice");

    expect(totalPrice?.value(sampleElement(4), "en")).toBe(5 * 94.5);
  });
});

describe("price corridor guard (core spec 2.3 / 9)", () => {
  const corridorOf = (includeFinancial: boolean) =>
    exportColumns(sampleListExport(10, { includeFinancial })).find((column) => column.id === "ggpCorridor");

  it("marks a line whose price lies outside its GGP corridor in the internal export", () => {
    const corridor = corridorOf(true);

    expect(corridor?.value(sampleElement(9), "en")).toBe("Outside");
    expect(corridor?.value(sampleElement(9), "de")).toBe("Außerhalb");
    expect(corridor?.value(sampleElement(1), "en")).toBeNull();
  });

  it("has no corridor column in the customer's export", () => {
    expect(corridorOf(false)).toBeUndefined();
  });
});
