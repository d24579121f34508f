/**
 * Core spec 5 "Generic messages" and the form rules: every validation message as an i18n key under
 * `validation.*` (translated in `core/src/i18n/locales`). Length and count keys are i18next plurals, so their
 * params carry `count` beside `max` or `min`.
 */

/** Core spec 5: the i18n keys of every validation message the form rules raise. */
export const ValidationMessage = {
  required: "validation.required",
  maxLength: "validation.maxLength",
  minLength: "validation.minLength",
  charLimitReached: "validation.charLimitReached",
  numberMin: "validation.numberMin",
  numberMax: "validation.numberMax",
  arrayMin: "validation.arrayMin",
  arrayMax: "validation.arrayMax",
  invalidFormat: "validation.invalidFormat",
  invalidEmail: "validation.invalidEmail",
  emailDomain: "validation.emailDomain",
  invalidUrl: "validation.invalidUrl",
  invalidCharacter: "validation.invalidCharacter",
  shareCountryRequired: "validation.share.countryRequired",
  shareSubregionWithoutCountry: "validation.share.subregionWithoutCountry",
  shareUserRequired: "validation.share.userRequired",
  scpCompanyRequired: "validation.scpActivation.companyRequired",
  scpCountryRequired: "validation.scpActivation.countryRequired",
  indicatorStatusRequired: "validation.availability.statusRequired",
  indicatorDescriptionRequired: "validation.availability.descriptionRequired",
  profileNotEditable: "validation.profile.notEditable",
  profileCountryNotAllowed: "validation.profile.countryNotAllowed",
} as const;

/** Core spec 5: one validation message key. */
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** Core spec 5: the i18n prefix that tells a rule's message key from a library's default text. */
export const VALIDATION_KEY_PREFIX = "validation.";
