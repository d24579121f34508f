import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveProductStatus, type StatusProduct } from "../../status";
import { statusProductArb } from "../../testing/status-arbitraries";
import { partitionForReprice, repriceAlternatives, repriceSkipReason } from "./reprice";

const runs = { numRuns: 300 };
const catalogueArb = fc.dictionary(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.option(statusProductArb, { nil: undefined }),
);
const elementsArb = fc.array(
  fc.record({ productId: fc.integer({ min: 1, max: 40 }), quantity: fc.integer({ min: 1, max: 999 }) }),
);
const lookup =
  (catalogue: Record<string, StatusProduct | undefined>) =>
  (id: number): StatusProduct | undefined =>
    catalogue[String(id)];

describe("re-pricing rules, stated in other words", () => {
  it("every element is either copied or skipped, never both, and the order and quantities are kept", () => {
    fc.assert(
      fc.property(catalogueArb, elementsArb, (catalogue, elements) => {
        const { copied, skipped } = partitionForReprice(elements, lookup(catalogue));
        expect(copied.length + skipped.length).toBe(elements.length);
        expect(copied).toEqual(
          elements.filter((e) => repriceSkipReason(lookup(catalogue)(e.productId)) === null),
        );
        expect(skipped.map((s) => s.element)).toEqual(
          elements.filter((e) => repriceSkipReason(lookup(catalogue)(e.productId)) !== null),
        );
      }),
      runs,
    );
  });

  it("a product without market clearance is never copied, whatever else it shows", () => {
    fc.assert(
      fc.property(statusProductArb, (product) => {
        expect(repriceSkipReason({ ...product, marketClearance: "MARKET_CLEARANCE" })).toBe("NOT_CLEARED");
      }),
      runs,
    );
  });

  it("a product skipped for the target country shows a not-available status to a viewer with every check on", () => {
    const viewer = { isPartner: false, phaseOutCheck: true, clearanceCheck: true, showAvailability: true };
    fc.assert(
      fc.property(statusProductArb, (product) => {
        if (repriceSkipReason(product) !== null)
          expect(deriveProductStatus(product, viewer).severity).toBe("NOT_AVAILABLE");
      }),
      runs,
    );
  });

  it("alternatives offered are always copyable into the target country", () => {
    fc.assert(
      fc.property(catalogueArb, fc.array(fc.integer({ min: 1, max: 40 })), (catalogue, ids) => {
        for (const id of repriceAlternatives(ids, lookup(catalogue)))
          expect(repriceSkipReason(lookup(catalogue)(id))).toBeNull();
      }),
      runs,
    );
  });
});
