import * as z from "zod";
import { CurrencyCode, Id, LanguageCode } from "./common";
import { OrganizationRole } from "./enums";

/** Core spec 3: an interface language offered in onboarding and settings. */
export const Language = z.object({ name: z.string().min(1), shortcut: LanguageCode });
export type Language = z.infer<typeof Language>;

/** Core spec 3: a subregion, a group of countries that a list can be shared with. */
export const Subregion = z.object({ id: Id, name: z.string().min(1) });
export type Subregion = z.infer<typeof Subregion>;

/** Core spec 3: a country; `title` is the country shortcut (e.g. "DE"), `name` the full name. */
export const Country = z.object({
  id: Id,
  name: z.string().min(1),
  title: z.string().min(1),
  subregion: Subregion.nullable(),
});
export type Country = z.infer<typeof Country>;

/** Core spec 3: a currency; `title` is the ISO code, `eurRate` the units of it per euro. */
export const Currency = z.object({
  id: Id,
  title: CurrencyCode,
  currencyName: z.string().min(1),
  eurRate: z.number().positive(),
});
export type Currency = z.infer<typeof Currency>;

/** Core spec 3: an organisation function offered in onboarding (`value` from OrganizationRole, `name` translated). */
export const OrganizationRoleOption = z.object({
  value: OrganizationRole,
  name: z.string().min(1),
});
export type OrganizationRoleOption = z.infer<typeof OrganizationRoleOption>;

/** Core spec 3: a company an SCP user belongs to. */
export const Company = z.object({ id: Id, name: z.string().min(1) });
export type Company = z.infer<typeof Company>;

/** Core spec 3 "Countries for SCP": a country and whether SCP users may be assigned to it. */
export const ScpCountry = z.object({
  id: Id,
  title: z.string().min(1),
  country: z.string().min(1),
  subregion: Subregion.nullable(),
  availableForScp: z.boolean(),
});
export type ScpCountry = z.infer<typeof ScpCountry>;

/** Core spec 3: links to the legal and help documents of the app. */
export const AppInfo = z.object({
  privacyPolicyWeb: z.url(),
  legalNotices: z.url(),
  providerIdentification: z.url(),
  instructionForUseWeb: z.url(),
});
export type AppInfo = z.infer<typeof AppInfo>;
