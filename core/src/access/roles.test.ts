import { describe, expect, it } from "vitest";
import { isBasic, isKeyUserOrAdmin, isPartner, isRegularRole, keyUserCountries } from "./roles";

describe("role predicates (core spec 6)", () => {
  it("counts Key user and Admin, and nobody else, as key user or admin", () => {
    expect(isKeyUserOrAdmin({ role: "KEY_USER" })).toBe(true);
    expect(isKeyUserOrAdmin({ role: "ADMIN" })).toBe(true);
    expect(isKeyUserOrAdmin({ role: "ADVANCED_USER_PLUS" })).toBe(false);
    expect(isKeyUserOrAdmin({ role: "ROOT" })).toBe(false);
  });

  it("tells Basic from Basic plus", () => {
    expect(isBasic({ role: "BASIC_USER" })).toBe(true);
    expect(isBasic({ role: "BASIC_USER_PLUS" })).toBe(false);
  });

  it("knows the partner role", () => {
    expect(isPartner({ role: "SALES_CHANNEL_PARTNER" })).toBe(true);
    expect(isPartner({ role: "BASIC_USER" })).toBe(false);
  });

  it("keeps labels and technical roles out of the regular set", () => {
    expect(
      ["ROOT", "SYSTEM", "FIREBASE", "SALES_CHANNEL_PARTNER"].some((r) => isRegularRole(r as "ROOT")),
    ).toBe(false);
    expect(isRegularRole("BASIC_USER")).toBe(true);
  });

  it("derives key-user countries from the roles list, once each", () => {
    const roles = [
      { role: "KEY_USER", countryId: "DE" },
      { role: "BASIC_USER", countryId: "FR" },
      { role: "KEY_USER", countryId: "AT" },
      { role: "KEY_USER", countryId: "DE" },
    ] as const;

    expect(keyUserCountries({ roles })).toEqual(["DE", "AT"]);
    expect(keyUserCountries({})).toEqual([]);
  });
});
