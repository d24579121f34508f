import type { UserProfileResponse } from "@catalogue/core/api";
import type { Country } from "@catalogue/core/model";
import type { ReferenceData } from "../reference-data/reference-data.repository";
import { publicCountry } from "../reference-data/reference-data.service";
import type { RoleRecord } from "./profile.repository";
import type { UserRecord } from "./user-record";

/** Core spec 6: the countries a user's roles reach; a role without a country reaches every country. */
export function accessibleCountries(roles: readonly RoleRecord[], data: ReferenceData): Country[] {
  if (roles.some((role) => role.countryId === null)) return data.countries.map(publicCountry);
  const ids = new Set(roles.map((role) => role.countryId));
  return data.countries.filter((country) => ids.has(country.id)).map(publicCountry);
}

/** Core spec 3: the stored user, its roles and the reference data, as the profile the API answers. */
export function toUserProfile(
  user: UserRecord,
  roles: readonly RoleRecord[],
  data: ReferenceData,
): UserProfileResponse {
  const country = data.countries.find((row) => row.id === user.countryId);
  const currency = data.currencies.find((row) => row.id === user.currencyId);
  const language = data.languages.find((row) => row.shortcut === user.languageShortcut);
  const company = data.companies.find((row) => row.id === user.companyId);
  const reachable = accessibleCountries(roles, data);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: user.role,
    // A role held in every country is listed once per country: the contract's roles always name a country.
    roles: roles.flatMap((role) =>
      role.countryId === null
        ? reachable.map((each) => ({ role: role.role, countryId: each.id }))
        : [{ role: role.role, countryId: role.countryId }],
    ),
    userType: user.userType === "PARTNER" ? "EXTERNAL" : "INTERNAL",
    country: country?.name ?? null,
    countryId: country?.id ?? null,
    countryShortcut: country?.title ?? null,
    currency: currency?.currencyName ?? null,
    currencyId: currency?.id ?? null,
    currencyShortcut: currency?.title ?? null,
    language: language ?? { shortcut: user.languageShortcut, name: user.languageShortcut },
    languageShortcut: user.languageShortcut,
    organizationRole: user.organizationRole,
    company: company ?? null,
    separator: user.separator,
    showPrices: user.showPrices,
    showAvailability: user.showAvailability,
    phaseOutCheck: user.phaseOutCheck,
    clearanceCheck: user.clearanceCheck,
    hideWithoutMarketClearance: user.hideWithoutMarketClearance,
    updatedCountryShareNotification: user.updatedCountryShareNotification,
    sharedProductListNotification: user.sharedProductListNotification,
    scpStatus: user.scpStatus,
    subregion: country?.subregion ?? null,
    firstLogin: user.firstLoginAt?.toISOString() ?? null,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    lastActivity: user.lastActivityAt?.toISOString() ?? null,
    admin: user.admin,
    enabled: user.enabled,
    salesOrganization: user.salesOrganisation,
    // The partner company's own country when an admin set it (origin-scp-country), else the partner's country.
    scpCompanyCountry:
      user.userType === "PARTNER"
        ? (data.countries.find((row) => row.id === user.originScpCountryId)?.name ?? country?.name ?? null)
        : null,
    accessibleCountries: reachable,
    version: user.version,
  };
}
