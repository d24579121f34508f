import { describe, expect, it } from "vitest";
import { countryByShortcut } from "./countries.data";
import { DEMO_USER_LIST, DEMO_USERS, INTERNAL_DOMAIN } from "./demo-users";

const germany = countryByShortcut("DE");

describe("demo users", () => {
  it("has one onboarded internal user per internal role in Germany with EUR", () => {
    for (const role of [
      "ADMIN",
      "KEY_USER",
      "ADVANCED_USER_PLUS",
      "ADVANCED_USER",
      "BASIC_USER_PLUS",
      "BASIC_USER",
    ]) {
      const user = DEMO_USERS.find(
        (candidate) => candidate.role === role && candidate.enabled && candidate.countryId,
      );
      expect(user?.email.endsWith(`@${INTERNAL_DOMAIN}`)).toBe(true);
      expect(user?.countryId).toBe(germany.id);
      expect(user?.currencyId).toBe(germany.currencyId);
      expect(user?.organizationRole).not.toBeNull();
    }
  });

  it("has partners in every registration state, pending both with and without a country", () => {
    const partners = DEMO_USERS.filter((user) => user.role === "SALES_CHANNEL_PARTNER");
    expect(new Set(partners.map((user) => user.scpStatus))).toEqual(
      new Set(["ACCEPTED", "PENDING", "ONBOARDING_REQUIRED", "REJECTED"]),
    );
    const pending = partners.filter((user) => user.scpStatus === "PENDING");
    expect(pending.map((user) => user.countryId === null).sort()).toEqual([false, true]);
  });

  it("has an internal user who still needs onboarding and a disabled user", () => {
    const newcomer = DEMO_USERS.find((user) => user.userType === "INTERNAL" && user.countryId === null);
    expect(newcomer).toMatchObject({ currencyId: null, organizationRole: null, enabled: true });
    expect(DEMO_USERS.some((user) => !user.enabled)).toBe(true);
  });

  it("lists every demo user for the identity page with a description", () => {
    expect(DEMO_USER_LIST.map((user) => user.email)).toEqual(DEMO_USERS.map((user) => user.email));
    for (const user of DEMO_USER_LIST) expect(user.description).not.toBe("");
  });
});
