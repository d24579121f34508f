import * as z from "zod";
import { CurrencyCode, Id, LanguageCode, Timestamp } from "./common";
import { OrganizationRole, Role, ScpStatus, Separator } from "./enums";
import { Company, Country, Language, Subregion } from "./reference-data";

/** Core spec 6: roles are held per country; one role in one country. */
export const RoleAssignment = z.object({ role: Role, countryId: Id });
export type RoleAssignment = z.infer<typeof RoleAssignment>;

/** Core spec 3 / users tabs of core spec 2.3: internal staff or an external SCP user. */
export const UserType = z.enum(["INTERNAL", "EXTERNAL"]);
export type UserType = z.infer<typeof UserType>;

/**
 * Core spec 3 and supplement 3: the user profile. Country, currency and organizationRole stay null until
 * onboarding is done (core spec 4.3); scpStatus is null for internal staff.
 */
export const UserProfile = z.object({
  id: Id,
  username: z.string().min(1),
  email: z.email(),
  name: z.string(),
  surname: z.string(),
  role: Role,
  roles: z.array(RoleAssignment),
  userType: UserType,
  country: z.string().nullable(),
  countryId: Id.nullable(),
  countryShortcut: z.string().nullable(),
  currency: z.string().nullable(),
  currencyId: Id.nullable(),
  currencyShortcut: CurrencyCode.nullable(),
  language: Language,
  languageShortcut: LanguageCode,
  organizationRole: OrganizationRole.nullable(),
  company: Company.nullable(),
  separator: Separator,
  showPrices: z.boolean(),
  showAvailability: z.boolean(),
  phaseOutCheck: z.boolean(),
  clearanceCheck: z.boolean(),
  hideWithoutMarketClearance: z.boolean(),
  updatedCountryShareNotification: z.boolean(),
  sharedProductListNotification: z.boolean(),
  scpStatus: ScpStatus.nullable(),
  subregion: Subregion.nullable(),
  firstLogin: Timestamp.nullable(),
  lastLogin: Timestamp.nullable(),
  lastActivity: Timestamp.nullable(),
  admin: z.boolean(),
  enabled: z.boolean(),
  salesOrganization: z.string().nullable(),
  scpCompanyCountry: z.string().nullable(),
  accessibleCountries: z.array(Country),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** Core spec 4.3: what onboarding sends for a non-partner (partners send only language and country). */
export const OnboardingPayload = z.object({
  organizationRole: OrganizationRole,
  languageShortcut: LanguageCode,
  countryId: Id,
});
export type OnboardingPayload = z.infer<typeof OnboardingPayload>;

/** Core spec 4.3 / supplement 7 (PUT /user/scp-profile): what SCP onboarding and registration send. */
export const ScpOnboardingPayload = OnboardingPayload.omit({ organizationRole: true });
export type ScpOnboardingPayload = z.infer<typeof ScpOnboardingPayload>;
