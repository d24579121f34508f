import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusProductArb } from "../testing/status-arbitraries";
import { isHiddenByClearance } from "./market-clearance-visibility";

describe("isHiddenByClearance (core spec 5, hide without market clearance)", () => {
  it("never hides a product while the setting is off", () => {
    fc.assert(
      fc.property(statusProductArb, (product) => {
        expect(isHiddenByClearance(product, { hideWithoutMarketClearance: false })).toBe(false);
      }),
    );
  });

  it("with the setting on, hides exactly the products without market clearance", () => {
    fc.assert(
      fc.property(statusProductArb, (product) => {
        const hidden = isHiddenByClearance(product, { hideWithoutMarketClearance: true });
        expect(hidden).toBe(product.marketClearance === "MARKET_CLEARANCE");
      }),
    );
  });

  it("hides a product not cleared and keeps a cleared one", () => {
    const viewer = { hideWithoutMarketClearance: true };
    expect(isHiddenByClearance({ marketClearance: "MARKET_CLEARANCE" }, viewer)).toBe(true);
    expect(isHiddenByClearance({ marketClearance: "CLEARED" }, viewer)).toBe(false);
  });
});
