import type { OrganizationRole, Role } from "@catalogue/core/model";
import { OrganizationRole as OrganizationRoleEnum, ScpStatus } from "@catalogue/core/model";
import { COUNTRIES } from "./countries.data";
import { DEMO_USERS, internalUser, PARTNER_DOMAIN } from "./demo-users";
import type { Random } from "./prng";
import { COMPANIES, LANGUAGE_ROWS } from "./reference-data";
import type { UserRow } from "./seed-types";

/** Generated users start at this id, leaving room after the fixed demo users. */
export const FIRST_GENERATED_USER_ID = 100;

const FIRST_NAMES = [
  "Lena",
  "Jonas",
  "Sofia",
  "Mateo",
  "Emma",
  "Luca",
  "Yuki",
  "Wei",
  "Amira",
  "Noah",
  "Olga",
  "Emre",
];
const SURNAMES = [
  "Müller",
  "Martin",
  "García",
  "Rossi",
  "Jansen",
  "Berg",
  "Tanaka",
  "Chen",
  "Haddad",
  "Silva",
  "Kaya",
];

// Mostly basic users, few key users: the shape of a real sales organisation.
const INTERNAL_ROLES: Role[] = [
  "BASIC_USER",
  "BASIC_USER",
  "BASIC_USER",
  "BASIC_USER_PLUS",
  "BASIC_USER_PLUS",
  "ADVANCED_USER",
  "ADVANCED_USER",
  "ADVANCED_USER_PLUS",
  "KEY_USER",
];

function generatedUser(id: number, random: Random): UserRow {
  const name = random.pick(FIRST_NAMES);
  const surname = random.pick(SURNAMES);
  const local = `${name}.${surname}.${id}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9.]/g, "");
  const country = random.pick(COUNTRIES);
  const language = random.pick(LANGUAGE_ROWS).shortcut;
  const organizationRole: OrganizationRole = random.pick(OrganizationRoleEnum.options);
  const partner = random.chance(0.15);
  const role: Role = partner ? "SALES_CHANNEL_PARTNER" : random.pick(INTERNAL_ROLES);
  const extraCountry = random.chance(0.2) ? random.pick(COUNTRIES) : null;
  const base = internalUser(id, local, name, surname, role);
  const roles = [{ role, countryId: country.id }];
  if (extraCountry && extraCountry.id !== country.id) roles.push({ role, countryId: extraCountry.id });
  return {
    ...base,
    email: partner ? `${local}@${PARTNER_DOMAIN}` : base.email,
    roles,
    userType: partner ? "PARTNER" : "INTERNAL",
    countryId: country.id,
    currencyId: country.currencyId,
    languageShortcut: language,
    organizationRole,
    companyId: random.pick(COMPANIES).id,
    scpStatus: partner ? random.pick(ScpStatus.options) : null,
    enabled: random.chance(0.97),
    separator: random.chance(0.5) ? "COMMA" : "DOT",
    showPrices: base.showPrices && random.chance(0.8),
    salesOrganisation: partner ? null : `${country.shortcut}01`,
  };
}

/** The fixed demo users followed by `count` generated users with roles per country. */
export function generateUsers(random: Random, count: number): UserRow[] {
  const generated = Array.from({ length: count }, (_, index) =>
    generatedUser(FIRST_GENERATED_USER_ID + index, random),
  );
  return [...DEMO_USERS, ...generated];
}
