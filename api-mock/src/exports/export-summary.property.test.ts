import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportTotals } from "./export-summary";
import type { ListExportElement } from "./list-export";
import { sampleListExport } from "./list-export.fixture";

const cents = fc.integer({ min: 0, max: 10_000_000 });
const element: fc.Arbitrary<ListExportElement> = fc
  .record({
    quantity: fc.integer({ min: 0, max: 999 }),
    piecesPerPackage: fc.integer({ min: 1, max: 50 }),
    crpCents: cents,
    netCents: fc.option(cents, { nil: null }),
    ggpCents: fc.option(cents, { nil: null }),
  })
  .map(({ quantity, piecesPerPackage, crpCents, netCents, ggpCents }) => ({
    partNumber: "P",
    title: "T",
    subtitle: null,
    productGroup: null,
    status: { label: "AVAILABLE", shortcut: "A" },
    quantity,
    piecesPerPackage,
    totalPieces: quantity * piecesPerPackage,
    pricing: {
      crp: crpCents / 100,
      discount: null,
      netPrice: netCents === null ? null : netCents / 100,
      ggpUnitPrice: ggpCents === null ? null : ggpCents / 100,
    },
  }));

describe("exportTotals", () => {
  it("sums, in whole cents, each line's packages times its net price, or its CRP when it has no net price", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 30 }), (elements) => {
        const input = { ...sampleListExport(0), elements };
        let expectedCents = 0;
        for (const line of elements) {
          const unitCents = Math.round((line.pricing?.netPrice ?? line.pricing?.crp ?? 0) * 100);
          expectedCents += line.quantity * unitCents;
        }

        const totals = exportTotals(input, true);

        expect(Math.round((totals.totalAmount ?? Number.NaN) * 100)).toBe(expectedCents);
        expect(totals.totalPieces).toBe(elements.reduce((sum, line) => sum + line.totalPieces, 0));
        expect(totals.totalQuantity).toBe(elements.reduce((sum, line) => sum + line.quantity, 0));
      }),
      { numRuns: 200 },
    );
  });

  it("gives the customer's amount but no GGP total when the internal financial data is not shown", () => {
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 10 }), (elements) => {
        const totals = exportTotals({ ...sampleListExport(0), elements }, false);

        expect(totals.totalAmount).not.toBeNull();
        expect(totals.totalGgp).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("gives no amount at all to a caller who may not see prices", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 10 }), (elements) => {
        const unpriced = elements.map(({ pricing: _pricing, ...rest }) => rest);
        const totals = exportTotals({ ...sampleListExport(0), elements: unpriced }, false);

        expect(totals.totalAmount).toBeNull();
        expect(totals.totalGgp).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
