import { UserProfileResponse } from "@catalogue/core/api";
import type { OnboardingOptions } from "@catalogue/core/machines";
import { Country, Language, OrganizationRoleOption } from "@catalogue/core/model";
import type { OnboardingForm, PartnerOnboardingForm } from "@catalogue/core/rules";
import * as z from "zod";
import { apiRequest } from "../../lib/api-client";

/** Supplement 7: the interface languages offered in the first step. */
export function fetchLanguages(): Promise<Language[]> {
  return apiRequest({ path: "/user/language/list", response: z.array(Language) });
}

/** Core spec 4.3: the countries and functions onboarding offers (reloaded after a language choice). */
export async function fetchOnboardingOptions(): Promise<OnboardingOptions> {
  const [countries, roles] = await Promise.all([
    apiRequest({ path: "/countries/list", response: z.array(Country) }),
    apiRequest({ path: "/user/organization-role/list", response: z.array(OrganizationRoleOption) }),
  ]);
  return { countries, roles };
}

/** Core spec 4.3: a non-partner finalises onboarding with function, language and country. */
export async function submitOnboarding(form: OnboardingForm): Promise<void> {
  await apiRequest({ method: "PUT", path: "/user/profile", body: form, response: UserProfileResponse });
}

/** Core spec 4.3 / 4.4: a partner is assigned to the country and then waits for approval (PENDING). */
export async function registerPartnerCountry(form: PartnerOnboardingForm): Promise<void> {
  await apiRequest({ method: "PUT", path: "/user/scp-profile", body: form, response: UserProfileResponse });
}
