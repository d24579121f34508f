import * as z from "zod";
import { LANGUAGES } from "../constants";
import { OrganizationRole } from "../model/enums";
import { RequiredId, requiredChoice } from "./required";

/** Core spec 4.3 / 5: onboarding of internal users needs language, function (organizationRole) and country. */
export const OnboardingForm = z.object({
  languageShortcut: requiredChoice(LANGUAGES),
  organizationRole: requiredChoice(OrganizationRole.options),
  countryId: RequiredId,
});
export type OnboardingForm = z.infer<typeof OnboardingForm>;

/** Core spec 4.3 / 6: partners onboard with language and country only (the role step is skipped). */
export const PartnerOnboardingForm = z.object({
  languageShortcut: requiredChoice(LANGUAGES),
  countryId: RequiredId,
});
export type PartnerOnboardingForm = z.infer<typeof PartnerOnboardingForm>;

/** Core spec 4.3: the onboarding form that applies to a user, by whether the user is a partner. */
export function onboardingFormFor(isPartner: boolean): typeof OnboardingForm | typeof PartnerOnboardingForm {
  return isPartner ? PartnerOnboardingForm : OnboardingForm;
}
