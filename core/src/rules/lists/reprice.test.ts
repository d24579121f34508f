import { describe, expect, it } from "vitest";
import type { StatusProduct } from "../../status";
import {
  holdsCountry,
  partitionForReprice,
  repriceAlternatives,
  repriceSkipReason,
  repriceTargets,
} from "./reprice";

const SELLABLE: StatusProduct = {
  phaseOutStatus: "AVAILABLE",
  marketClearance: "CLEARED",
  stockAvailabilityStatus: "AVAILABLE",
  quantity: null,
  criticalQuantity: null,
  customStatus: null,
};
const custom = (status: "AVAILABLE" | "WARNING" | "NOT_AVAILABLE") => ({
  status,
  description: "Set by the country",
  link: null,
});

describe("repriceSkipReason", () => {
  it("copies a product that is cleared and sold in the target country", () => {
    expect(repriceSkipReason(SELLABLE)).toBeNull();
  });

  it("skips a product without market clearance there", () => {
    expect(repriceSkipReason({ ...SELLABLE, marketClearance: "MARKET_CLEARANCE" })).toBe("NOT_CLEARED");
  });

  it.each([
    ["PHASED_OUT", "PHASED_OUT"],
    ["BLOCKED", "NOT_AVAILABLE"],
    ["NOT_AVAILABLE", "NOT_AVAILABLE"],
  ] as const)("skips phase-out status %s as %s", (phaseOutStatus, reason) => {
    expect(repriceSkipReason({ ...SELLABLE, phaseOutStatus })).toBe(reason);
  });

  it("keeps products that are still sold: upcoming phase-out and every stock state", () => {
    expect(repriceSkipReason({ ...SELLABLE, phaseOutStatus: "UPCOMING_PHASE_OUT" })).toBeNull();
    for (const stockAvailabilityStatus of ["SHIP_HOLD", "OUT_OF_STOCK", "LIMITED_QUANTITY"] as const)
      expect(repriceSkipReason({ ...SELLABLE, stockAvailabilityStatus, quantity: 0 })).toBeNull();
  });

  it("names the missing clearance first when several reasons apply (core spec 4.2 priority)", () => {
    expect(
      repriceSkipReason({ ...SELLABLE, marketClearance: "MARKET_CLEARANCE", phaseOutStatus: "PHASED_OUT" }),
    ).toBe("NOT_CLEARED");
  });

  it("follows a country's custom status: not available skips, and it hides a phase-out", () => {
    expect(repriceSkipReason({ ...SELLABLE, customStatus: custom("NOT_AVAILABLE") })).toBe("NOT_AVAILABLE");
    expect(repriceSkipReason({ ...SELLABLE, customStatus: custom("WARNING") })).toBeNull();
    expect(
      repriceSkipReason({ ...SELLABLE, phaseOutStatus: "PHASED_OUT", customStatus: custom("AVAILABLE") }),
    ).toBeNull();
    expect(
      repriceSkipReason({ ...SELLABLE, phaseOutStatus: "BLOCKED", customStatus: custom("WARNING") }),
    ).toBeNull();
  });

  it("treats a product the country does not sell at all as not available", () => {
    expect(repriceSkipReason(undefined)).toBe("NOT_AVAILABLE");
  });
});

describe("partitionForReprice and repriceAlternatives", () => {
  const rows = new Map<number, StatusProduct>([
    [1, SELLABLE],
    [2, { ...SELLABLE, marketClearance: "MARKET_CLEARANCE" }],
    [3, SELLABLE],
  ]);
  const statusIn = (id: number) => rows.get(id);

  it("splits the elements in order and gives each skipped one its reason", () => {
    const elements = [1, 2, 3, 4].map((productId) => ({ productId, quantity: productId * 10 }));
    expect(partitionForReprice(elements, statusIn)).toEqual({
      copied: [
        { productId: 1, quantity: 10 },
        { productId: 3, quantity: 30 },
      ],
      skipped: [
        { element: { productId: 2, quantity: 20 }, reason: "NOT_CLEARED" },
        { element: { productId: 4, quantity: 40 }, reason: "NOT_AVAILABLE" },
      ],
    });
  });

  it("offers only alternatives the target country takes, once each", () => {
    expect(repriceAlternatives([2, 3, 1, 3, 9], statusIn)).toEqual([3, 1]);
  });
});

describe("holdsCountry and repriceTargets", () => {
  it("reaches the countries of the user's roles, or every country for a role without one", () => {
    expect(holdsCountry([{ countryId: 1 }, { countryId: 2 }], 2)).toBe(true);
    expect(holdsCountry([{ countryId: 1 }], 2)).toBe(false);
    expect(holdsCountry([{ countryId: null }], 7)).toBe(true);
    expect(holdsCountry([], 1)).toBe(false);
  });

  it("offers the held countries other than the list's own", () => {
    const countries = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(repriceTargets(countries, 2)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(repriceTargets(countries, null)).toEqual(countries);
  });
});
