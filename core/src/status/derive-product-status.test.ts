import { describe, expect, it } from "vitest";
import type { CustomStatus } from "../model/product-parts";
import { availableStatusProduct, staffWithAllChecks } from "../testing/status-fixtures";
import { deriveProductStatus, type StatusProduct, type StatusViewer } from "./derive-product-status";

const fine: StatusProduct = availableStatusProduct;
const staff: StatusViewer = staffWithAllChecks;
const partner: StatusViewer = { ...staff, isPartner: true };
const custom: CustomStatus = { status: "WARNING", description: "Delivery delays", link: null };

describe("deriveProductStatus for staff (core spec 4.2)", () => {
  it("shows a product without problems as available and green", () => {
    const result = deriveProductStatus(fine, staff);
    expect(result).toMatchObject({
      status: "AVAILABLE",
      severity: "AVAILABLE",
      colour: "GREEN",
      shortcut: "A",
    });
    expect(result.labelKey).toBe("status.label.AVAILABLE");
  });

  it("shows an upcoming phase out as a yellow warning", () => {
    const result = deriveProductStatus({ ...fine, phaseOutStatus: "UPCOMING_PHASE_OUT" }, staff);
    expect(result).toMatchObject({
      status: "UPCOMING_PHASE_OUT",
      severity: "WARNING",
      colour: "YELLOW",
      shortcut: "W",
    });
  });

  it("shows a missing market clearance as not available, code MC", () => {
    const result = deriveProductStatus({ ...fine, marketClearance: "MARKET_CLEARANCE" }, staff);
    expect(result).toMatchObject({
      status: "MARKET_CLEARANCE",
      severity: "NOT_AVAILABLE",
      colour: "RED",
      shortcut: "MC",
    });
  });

  it("ignores a missing market clearance when the clearance check is off", () => {
    const viewer = { ...staff, clearanceCheck: false };
    expect(deriveProductStatus({ ...fine, marketClearance: "MARKET_CLEARANCE" }, viewer).status).toBe(
      "AVAILABLE",
    );
  });

  it("warns of an abnormal quantity above the critical quantity", () => {
    const result = deriveProductStatus({ ...fine, quantity: 51, criticalQuantity: 50 }, staff);
    expect(result).toMatchObject({ status: "ABNORMAL_QUANTITY", severity: "WARNING", shortcut: "AQ" });
  });

  it("accepts a quantity exactly at the critical quantity", () => {
    expect(deriveProductStatus({ ...fine, quantity: 50, criticalQuantity: 50 }, staff).status).toBe(
      "AVAILABLE",
    );
  });

  it("accepts any quantity when the critical quantity is missing", () => {
    expect(deriveProductStatus({ ...fine, quantity: 5000, criticalQuantity: null }, staff).status).toBe(
      "AVAILABLE",
    );
  });

  it("orders several problems by priority, ship hold before blocked before upcoming phase out", () => {
    const product: StatusProduct = {
      ...fine,
      phaseOutStatus: "BLOCKED",
      stockAvailabilityStatus: "SHIP_HOLD",
    };
    expect(deriveProductStatus(product, staff).applicable).toEqual(["SHIP_HOLD", "BLOCKED"]);
  });

  it("maps out of stock to not available in red", () => {
    const result = deriveProductStatus({ ...fine, stockAvailabilityStatus: "OUT_OF_STOCK" }, staff);
    expect(result).toMatchObject({ severity: "NOT_AVAILABLE", colour: "RED", shortcut: "NA" });
  });

  it("shows a custom status with its own severity when nothing else applies", () => {
    const result = deriveProductStatus({ ...fine, customStatus: custom }, staff);
    expect(result).toMatchObject({
      status: "CUSTOM_STATUS",
      severity: "WARNING",
      colour: "YELLOW",
      shortcut: "W",
    });
    expect(result.customStatus).toEqual(custom);
  });

  it("lets a custom status win over a phase out and hides the phase out", () => {
    const result = deriveProductStatus(
      { ...fine, phaseOutStatus: "PHASED_OUT", customStatus: custom },
      staff,
    );
    expect(result.status).toBe("CUSTOM_STATUS");
    expect(result.applicable).not.toContain("PHASED_OUT");
  });

  it("lets a missing market clearance win over a custom status", () => {
    const product: StatusProduct = { ...fine, marketClearance: "MARKET_CLEARANCE", customStatus: custom };
    expect(deriveProductStatus(product, staff).applicable).toEqual(["MARKET_CLEARANCE", "CUSTOM_STATUS"]);
  });

  it("hides a custom status when only the clearance check is on", () => {
    const viewer = { ...staff, phaseOutCheck: false, showAvailability: false };
    const result = deriveProductStatus({ ...fine, customStatus: custom }, viewer);
    expect(result).toMatchObject({ status: "AVAILABLE", customStatus: null });
  });
});

describe("deriveProductStatus for partners (core spec 4.2)", () => {
  it("shows the partner's own phase-out text", () => {
    expect(deriveProductStatus({ ...fine, phaseOutStatus: "PHASED_OUT" }, partner).status).toBe(
      "SCP_PHASED_OUT",
    );
  });

  it("shows the partner's own upcoming phase-out text", () => {
    const result = deriveProductStatus({ ...fine, phaseOutStatus: "UPCOMING_PHASE_OUT" }, partner);
    expect(result.status).toBe("SCP_UPCOMING_PHASE_OUT");
  });

  it("asks a partner to contact the manufacturer for a custom status", () => {
    const result = deriveProductStatus(
      { ...fine, customStatus: { ...custom, status: "AVAILABLE" } },
      partner,
    );
    expect(result).toMatchObject({ status: "CONTACT_MANUFACTURER", shortcut: "CD" });
  });

  it("asks a partner to contact the manufacturer for a ship hold", () => {
    const result = deriveProductStatus({ ...fine, stockAvailabilityStatus: "SHIP_HOLD" }, partner);
    expect(result.applicable).toEqual(["CONTACT_MANUFACTURER"]);
  });

  it("lets a phase out win over other problems for a partner", () => {
    const product: StatusProduct = {
      ...fine,
      phaseOutStatus: "PHASED_OUT",
      marketClearance: "MARKET_CLEARANCE",
    };
    expect(deriveProductStatus(product, partner).applicable).toEqual([
      "SCP_PHASED_OUT",
      "CONTACT_MANUFACTURER",
    ]);
  });
});
