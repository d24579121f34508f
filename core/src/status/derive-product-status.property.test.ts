import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusProductArb, statusViewerArb } from "../testing/status-arbitraries";
import { deriveProductStatus } from "./derive-product-status";
import { type ProductStatus, statusPriority } from "./product-status";

const runs = { numRuns: 300 };
const staffOnly: ProductStatus[] = [
  "MARKET_CLEARANCE",
  "CUSTOM_STATUS",
  "PHASED_OUT",
  "UPCOMING_PHASE_OUT",
  "SHIP_HOLD",
  "OUT_OF_STOCK",
  "NOT_AVAILABLE",
  "BLOCKED",
  "LIMITED_QUANTITY",
  "ABNORMAL_QUANTITY",
];

describe("deriveProductStatus properties (core spec 4.2)", () => {
  it("shows AVAILABLE when the viewer has every check switched off", () => {
    fc.assert(
      fc.property(statusProductArb, fc.boolean(), (product, isPartner) => {
        const viewer = { isPartner, phaseOutCheck: false, clearanceCheck: false, showAvailability: false };
        expect(deriveProductStatus(product, viewer).status).toBe("AVAILABLE");
      }),
      runs,
    );
  });

  it("never shows a partner a status meant for staff", () => {
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        const result = deriveProductStatus(product, { ...viewer, isPartner: true });
        for (const status of result.applicable) expect(staffOnly).not.toContain(status);
      }),
      runs,
    );
  });

  it("never shows staff a partner-only status", () => {
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        const result = deriveProductStatus(product, { ...viewer, isPartner: false });
        for (const status of result.applicable) {
          expect(["SCP_PHASED_OUT", "SCP_UPCOMING_PHASE_OUT", "CONTACT_MANUFACTURER"]).not.toContain(status);
        }
      }),
      runs,
    );
  });

  it("picks a winner among the applicable statuses that none of them outranks", () => {
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        const result = deriveProductStatus(product, viewer);
        expect(result.applicable).toContain(result.status);
        for (const other of result.applicable)
          expect(statusPriority(other)).toBeGreaterThanOrEqual(statusPriority(result.status));
      }),
      runs,
    );
  });

  it("reports no phase-out status while a custom status is shown", () => {
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        const result = deriveProductStatus(product, viewer);
        if (result.customStatus === null) return;
        const phaseOuts = ["PHASED_OUT", "SCP_PHASED_OUT", "UPCOMING_PHASE_OUT", "SCP_UPCOMING_PHASE_OUT"];
        for (const status of result.applicable) expect(phaseOuts).not.toContain(status);
      }),
      runs,
    );
  });

  it("shows AVAILABLE only when no enabled check finds a problem and no custom status is shown", () => {
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        if (deriveProductStatus(product, viewer).status !== "AVAILABLE") return;
        const { quantity, criticalQuantity } = product;
        const abnormal = quantity !== null && criticalQuantity !== null && quantity > criticalQuantity;
        if (viewer.phaseOutCheck) expect(product.phaseOutStatus).toBe("AVAILABLE");
        if (viewer.clearanceCheck) expect(product.marketClearance).toBe("CLEARED");
        if (viewer.showAvailability)
          expect([product.stockAvailabilityStatus, abnormal]).toEqual(["AVAILABLE", false]);
        if (viewer.phaseOutCheck || viewer.showAvailability) expect(product.customStatus).toBeNull();
      }),
      runs,
    );
  });

  it("colours red exactly the not-available severity, yellow the warnings, green the available", () => {
    const colourOf = { NOT_AVAILABLE: "RED", WARNING: "YELLOW", AVAILABLE: "GREEN" } as const;
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, (product, viewer) => {
        const result = deriveProductStatus(product, viewer);
        expect(result.colour).toBe(colourOf[result.severity]);
      }),
      runs,
    );
  });

  it("never shows a product that is out of stock or on ship hold as available to staff who see availability", () => {
    const stopped = fc.constantFrom("OUT_OF_STOCK" as const, "SHIP_HOLD" as const);
    fc.assert(
      fc.property(statusProductArb, statusViewerArb, stopped, (product, viewer, stock) => {
        const result = deriveProductStatus(
          { ...product, stockAvailabilityStatus: stock, customStatus: null },
          { ...viewer, isPartner: false, showAvailability: true },
        );
        expect(result.severity).toBe("NOT_AVAILABLE");
      }),
      runs,
    );
  });
});
