import type { Role, ScpStatus } from "@catalogue/core/model";
import { MAKER_EMAIL_DOMAIN } from "@catalogue/core/rules";
import { countryByShortcut } from "./countries.data";
import { COMPANIES } from "./reference-data";
import type { DemoUser, UserRow } from "./seed-types";

/** The maker's e-mail domain for internal demo users. */
export const INTERNAL_DOMAIN = MAKER_EMAIL_DOMAIN;
/** The e-mail domain of the demo sales channel partners. */
export const PARTNER_DOMAIN = "partner.example";

const germany = countryByShortcut("DE");
const makerCompanyId = COMPANIES[0]?.id ?? null;
const partnerCompanyId = COMPANIES.find((company) => company.name.startsWith("Alpenmed"))?.id ?? null;

const PRICE_ROLES: readonly Role[] = ["ADMIN", "KEY_USER", "ADVANCED_USER_PLUS", "ADVANCED_USER"];

/** A user row with the defaults of an onboarded internal user in Germany (EUR). */
export function internalUser(id: number, local: string, name: string, surname: string, role: Role): UserRow {
  return {
    id,
    username: local,
    email: `${local}@${INTERNAL_DOMAIN}`,
    name,
    surname,
    role,
    roles: [{ role, countryId: role === "ADMIN" ? null : germany.id }],
    userType: "INTERNAL",
    countryId: germany.id,
    currencyId: germany.currencyId,
    languageShortcut: "en",
    organizationRole: role === "ADMIN" ? "BACKOFFICE" : "SALES_REPRESENTATIVE",
    companyId: makerCompanyId,
    scpStatus: null,
    enabled: true,
    admin: role === "ADMIN",
    separator: "COMMA",
    showPrices: PRICE_ROLES.includes(role),
    showAvailability: true,
    phaseOutCheck: true,
    clearanceCheck: true,
    hideWithoutMarketClearance: false,
    updatedCountryShareNotification: true,
    sharedProductListNotification: true,
    salesOrganisation: "DE01",
  };
}

/** A sales channel partner row in a given registration state (core spec 4.4). */
export function partnerUser(
  id: number,
  local: string,
  [name, surname]: [string, string],
  status: ScpStatus,
  withCountry: boolean,
): UserRow {
  const base = internalUser(id, local, name, surname, "SALES_CHANNEL_PARTNER");
  const registered = status !== "ONBOARDING_REQUIRED";
  const country = withCountry ? countryByShortcut("AT") : null;
  return {
    ...base,
    email: `${local}@${PARTNER_DOMAIN}`,
    roles: country ? [{ role: "SALES_CHANNEL_PARTNER", countryId: country.id }] : [],
    userType: "PARTNER",
    countryId: country?.id ?? null,
    currencyId: country?.currencyId ?? null,
    languageShortcut: "en",
    organizationRole: registered ? "SALES_REPRESENTATIVE" : null,
    companyId: registered ? partnerCompanyId : null,
    scpStatus: status,
    admin: false,
    separator: "DOT",
    showPrices: false,
    salesOrganisation: null,
  };
}

const DEMO_USER_ROWS: UserRow[] = [
  internalUser(1, "admin", "Ada", "Admin", "ADMIN"),
  internalUser(2, "key.user", "Karl", "Keyuser", "KEY_USER"),
  internalUser(3, "advanced.plus", "Anna", "Advancedplus", "ADVANCED_USER_PLUS"),
  internalUser(4, "advanced", "Arne", "Advanced", "ADVANCED_USER"),
  internalUser(5, "basic.plus", "Berta", "Basicplus", "BASIC_USER_PLUS"),
  internalUser(6, "basic", "Bruno", "Basic", "BASIC_USER"),
  partnerUser(7, "partner.accepted", ["Paula", "Accepted"], "ACCEPTED", true),
  partnerUser(8, "partner.pending", ["Peter", "Pending"], "PENDING", true),
  partnerUser(9, "partner.pending-no-country", ["Pia", "Pending"], "PENDING", false),
  partnerUser(10, "partner.new", ["Paul", "Newpartner"], "ONBOARDING_REQUIRED", false),
  partnerUser(11, "partner.rejected", ["Rita", "Rejected"], "REJECTED", true),
  {
    ...internalUser(12, "new.user", "Nina", "Newcomer", "BASIC_USER"),
    roles: [],
    countryId: null,
    currencyId: null,
    organizationRole: null,
    languageShortcut: "en",
  },
  { ...internalUser(13, "disabled", "Dieter", "Disabled", "BASIC_USER"), enabled: false },
];

const DESCRIPTIONS: Record<number, string> = {
  1: "Administrator in all countries: users, roles, imports, SCP countries",
  2: "Key user in Germany: curated country lists and drafts, role changes, SCP approvals",
  3: "Advanced user plus in Germany",
  4: "Advanced user in Germany",
  5: "Basic user plus in Germany",
  6: "Basic user in Germany",
  7: "Sales channel partner, accepted (Austria)",
  8: "Sales channel partner, waiting for approval, country chosen",
  9: "Sales channel partner, waiting for approval, no country yet",
  10: "Sales channel partner who has not registered yet",
  11: "Sales channel partner whose request was rejected (shown as disabled)",
  12: "Internal user who still has to onboard (no country, currency or function)",
  13: "Disabled internal user: login is refused",
};

/** The fixed demo accounts (ids 1-13), as user rows for the database. */
export const DEMO_USERS: UserRow[] = DEMO_USER_ROWS;

/** The demo accounts as the identity page lists them. */
export const DEMO_USER_LIST: DemoUser[] = DEMO_USER_ROWS.map((user) => ({
  email: user.email,
  label: `${user.name} ${user.surname}`,
  role: user.role,
  scpStatus: user.scpStatus,
  description: DESCRIPTIONS[user.id] ?? "",
}));
