import * as z from "zod";
import { Id, LanguageCode } from "../model/common";
import { OrganizationRole, Separator } from "../model/enums";
import { Country, Subregion } from "../model/reference-data";
import { UserProfile } from "../model/user";
import { ValidationMessage } from "../rules/validation-messages";

/** Core spec 3 / 8: the profile as `GET /user/profile` answers it; `version` guards concurrent edits (428). */
export const UserProfileResponse = UserProfile.extend({ version: z.int().positive() });
export type UserProfileResponse = z.infer<typeof UserProfileResponse>;

/** Core spec 5: a field a profile edit never carries; sent anyway, it is refused (460 naming it). */
const NotInProfileEdit = z
  .unknown()
  .refine((value) => value === undefined, { error: ValidationMessage.profileNotEditable })
  .optional()
  .describe("Not part of a profile edit (core spec 5): refused with 460 when sent");

/**
 * Core spec 4.3 / 5 (`PUT /user/profile`): the settings a user may change. Country, currency and username are not
 * part of it ("profile edit removes country, currency and username"): sent anyway they are refused with 460 naming
 * the field; country and currency change through `PUT /user/country-and-currency`. `countryId` counts only while
 * onboarding is incomplete, where it completes onboarding together with organizationRole and languageShortcut
 * (afterwards it is refused like the others). `version`, when sent, must be the current one (428 otherwise).
 */
export const UserProfileUpdate = z.object({
  version: z.int().positive().optional(),
  languageShortcut: LanguageCode.optional(),
  organizationRole: OrganizationRole.nullable().optional(),
  countryId: Id.nullable().optional(),
  separator: Separator.optional(),
  showPrices: z.boolean().optional(),
  showAvailability: z.boolean().optional(),
  phaseOutCheck: z.boolean().optional(),
  clearanceCheck: z.boolean().optional(),
  hideWithoutMarketClearance: z.boolean().optional(),
  updatedCountryShareNotification: z.boolean().optional(),
  sharedProductListNotification: z.boolean().optional(),
  country: NotInProfileEdit,
  countryShortcut: NotInProfileEdit,
  currency: NotInProfileEdit,
  currencyId: NotInProfileEdit,
  currencyShortcut: NotInProfileEdit,
  username: NotInProfileEdit,
});
export type UserProfileUpdate = z.infer<typeof UserProfileUpdate>;

/**
 * Core spec 2.3 / 5 (`PUT /user/country-and-currency`, our name: supplement 7 lists no call for it): the country
 * and currency of the profile, changed on their own. The country must be one the user's roles reach
 * (`accessibleCountries`); any supported currency may be chosen. `version` as for the profile edit.
 */
export const CountryAndCurrencyUpdate = z.object({
  countryId: Id,
  currencyId: Id,
  version: z.int().positive().optional(),
});
export type CountryAndCurrencyUpdate = z.infer<typeof CountryAndCurrencyUpdate>;

/** Supplement 7 (`PUT /user/scp-profile`): a partner's registration: country (required) and language. */
export const ScpProfileUpdate = z.object({
  countryId: Id.nullable().optional(),
  languageShortcut: LanguageCode.optional(),
});
export type ScpProfileUpdate = z.infer<typeof ScpProfileUpdate>;

/** Supplement 7 (`PUT /user/language`). */
export const LanguageUpdate = z.object({ languageShortcut: LanguageCode });
export type LanguageUpdate = z.infer<typeof LanguageUpdate>;

/** Core spec 6 (`GET /user/user-subregion-permissions`): a subregion and the countries in it the user may manage. */
export const SubregionPermission = Subregion.extend({ countries: z.array(Country) });
export type SubregionPermission = z.infer<typeof SubregionPermission>;

/** Supplement 7: `PATCH /user/has-mobile-firebase-consent-accepted`. */
export const FirebaseConsentAcceptedUpdate = z.object({ accepted: z.boolean() });
export type FirebaseConsentAcceptedUpdate = z.infer<typeof FirebaseConsentAcceptedUpdate>;

/** Supplement 7: `PATCH /user/has-seen-mobile-firebase-consent`. */
export const FirebaseConsentSeenUpdate = z.object({ seen: z.boolean() });
export type FirebaseConsentSeenUpdate = z.infer<typeof FirebaseConsentSeenUpdate>;

/** Core spec 4.6: the stored mobile push consent (accepted null = undecided). */
export const FirebaseConsentState = z.object({ accepted: z.boolean().nullable(), seen: z.boolean() });
export type FirebaseConsentState = z.infer<typeof FirebaseConsentState>;
