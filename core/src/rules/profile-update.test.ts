import { describe, expect, it } from "vitest";
import { toProfileUpdate } from "./profile-update";

describe("toProfileUpdate (core spec 5 'Users and roles')", () => {
  it("strips country, currency and username and keeps every other field", () => {
    const profile = {
      username: "anna",
      country: "Germany",
      countryId: "DE",
      currency: "EUR",
      currencyId: "c-eur",
      languageShortcut: "de",
      showPrices: true,
      separator: "COMMA",
    };

    expect(toProfileUpdate(profile)).toEqual({
      languageShortcut: "de",
      showPrices: true,
      separator: "COMMA",
    });
  });

  it("leaves the input untouched", () => {
    const profile = { username: "anna", showPrices: false };

    toProfileUpdate(profile);

    expect(profile).toEqual({ username: "anna", showPrices: false });
  });
});
