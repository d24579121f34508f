import { describe, expect, it } from "vitest";
import {
  canShareLists,
  isBasic,
  isKeyUserOrAdmin,
  isPartner,
  isRegularRole,
  keyUserCountries,
  REGULAR_ROLES,
  ROLE_RANK,
} from "./roles";

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

  it("ranks the regular roles from the highest down, then the partner role, and nothing else", () => {
    expect(ROLE_RANK).toEqual([
      "ADMIN",
      "KEY_USER",
      "ADVANCED_USER_PLUS",
      "ADVANCED_USER",
      "BASIC_USER_PLUS",
      "BASIC_USER",
      "SALES_CHANNEL_PARTNER",
    ]);
    expect(ROLE_RANK.slice(0, REGULAR_ROLES.length)).toEqual([...REGULAR_ROLES].reverse());
  });

  it("derives key-user countries from the roles list, once each", () => {
    const roles = [
      { role: "KEY_USER", countryId: 49 },
      { role: "BASIC_USER", countryId: 33 },
      { role: "KEY_USER", countryId: 43 },
      { role: "KEY_USER", countryId: 49 },
    ] as { role: "KEY_USER" | "BASIC_USER"; countryId: number }[];

    expect(keyUserCountries({ roles })).toEqual([49, 43]);
    expect(keyUserCountries({})).toEqual([]);
  });
});

describe("canShareLists (core spec 6, supplement 6)", () => {
  it("lets every internal role share", () => {
    for (const role of ["BASIC_USER", "BASIC_USER_PLUS", "ADVANCED_USER", "KEY_USER", "ADMIN"] as const) {
      expect(canShareLists({ role }), role).toBe(true);
    }
  });

  it("never lets a partner share: partners only receive lists", () => {
    expect(canShareLists({ role: "SALES_CHANNEL_PARTNER" })).toBe(false);
  });
});
