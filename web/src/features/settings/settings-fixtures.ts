import type { Role } from "@catalogue/core/model";
import { exampleUserProfile } from "@catalogue/core/testing";
import type { SettingsData } from "./settings-types";

/**
 * Settings data per role for stories and tests: the example German sales representative in the given role, with
 * the price display the seed gives that role (on for Advanced and above, off for Basic and partners).
 */
export function settingsDataFor(role: Role): SettingsData {
  const partner = role === "SALES_CHANNEL_PARTNER";
  const basic = role === "BASIC_USER" || role === "BASIC_USER_PLUS";
  return {
    profile: {
      ...exampleUserProfile,
      role,
      roles: [{ role, countryId: 49 }],
      userType: partner ? "EXTERNAL" : "INTERNAL",
      organizationRole: partner ? null : exampleUserProfile.organizationRole,
      scpStatus: partner ? "ACCEPTED" : null,
      showPrices: !basic && !partner,
      admin: role === "ADMIN",
      version: 3,
      // Key users and admins reach a second country, so the country choice has something to offer.
      accessibleCountries:
        role === "KEY_USER" || role === "ADMIN"
          ? [
              ...exampleUserProfile.accessibleCountries,
              { id: 43, name: "Austria", title: "AT", subregion: { id: 3, name: "Central Europe" } },
            ]
          : exampleUserProfile.accessibleCountries,
    },
    languages: [
      { shortcut: "en", name: "English" },
      { shortcut: "de", name: "Deutsch" },
      { shortcut: "ja", name: "日本語" },
    ],
    currencies: [
      { id: 1, title: "EUR", currencyName: "Euro", eurRate: 1 },
      { id: 2, title: "CHF", currencyName: "Swiss Franc", eurRate: 0.94 },
      { id: 3, title: "USD", currencyName: "US Dollar", eurRate: 1.08 },
    ],
    functions: [
      { value: "SALES_REPRESENTATIVE", name: "Sales representative" },
      { value: "SERVICE", name: "Service" },
      { value: "MARKETING", name: "Marketing" },
    ],
    appInfo: {
      privacyPolicyWeb: "https://example.com/privacy",
      legalNotices: "https://example.com/legal",
      providerIdentification: "https://example.com/provider",
      instructionForUseWeb: "https://example.com/ifu",
    },
  };
}
