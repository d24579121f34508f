import type { UserListItem, UserProfileResponse } from "@catalogue/core/api";
import type { CountryLike } from "../../lib/country-names";

/** Countries as the reference data gives them (English names; the screens show them in the user's language). */
export const COUNTRIES: CountryLike[] = [
  { id: 49, title: "DE", name: "Germany" },
  { id: 33, title: "FR", name: "France" },
  { id: 39, title: "IT", name: "Italy" },
];

/** One row of the staff table. */
export function listItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 5,
    username: "basic.plus",
    email: "basic.plus@catalogue.example",
    name: "Berta",
    surname: "Basicplus",
    role: "BASIC_USER_PLUS",
    roles: [{ role: "BASIC_USER_PLUS", countryId: 49 }],
    userType: "INTERNAL",
    countryId: 49,
    country: "Germany",
    company: null,
    organizationRole: "SALES_REPRESENTATIVE",
    scpStatus: null,
    enabled: true,
    admin: false,
    lastLogin: "2026-11-20T08:30:00Z",
    createdAt: "2026-01-05T10:00:00Z",
    ...overrides,
  };
}

/** A staff member's details as the edit user page loads them. */
export function userDetails(overrides: Partial<UserProfileResponse> = {}): UserProfileResponse {
  return {
    id: 5,
    username: "basic.plus",
    email: "basic.plus@catalogue.example",
    name: "Berta",
    surname: "Basicplus",
    role: "BASIC_USER_PLUS",
    roles: [{ role: "BASIC_USER_PLUS", countryId: 49 }],
    userType: "INTERNAL",
    country: "Germany",
    countryId: 49,
    countryShortcut: "DE",
    currency: "Euro",
    currencyId: 1,
    currencyShortcut: "EUR",
    language: { id: 1, name: "English", shortcut: "en" },
    languageShortcut: "en",
    organizationRole: "SALES_REPRESENTATIVE",
    company: null,
    separator: "COMMA",
    showPrices: false,
    showAvailability: true,
    phaseOutCheck: false,
    clearanceCheck: false,
    hideWithoutMarketClearance: false,
    updatedCountryShareNotification: true,
    sharedProductListNotification: true,
    scpStatus: null,
    subregion: null,
    firstLogin: "2026-01-05T10:00:00Z",
    lastLogin: "2026-11-20T08:30:00Z",
    lastActivity: null,
    admin: false,
    enabled: true,
    salesOrganization: null,
    scpCompanyCountry: null,
    accessibleCountries: [],
    version: 3,
    ...overrides,
  } as UserProfileResponse;
}

/** The admin who edits (the highest role, admin everywhere). */
export const ADMIN_ACTOR = {
  id: 1,
  role: "ADMIN" as const,
  roles: [{ role: "ADMIN" as const, countryId: null }],
};

/** A Key user in Germany only. */
export const KEY_USER_ACTOR = {
  id: 2,
  role: "KEY_USER" as const,
  roles: [{ role: "KEY_USER" as const, countryId: 49 }],
};
