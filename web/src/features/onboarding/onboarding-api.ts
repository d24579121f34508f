import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { OnboardingOptions } from "@catalogue/core/machines";
import type { OnboardingForm, PartnerOnboardingForm } from "@catalogue/core/rules";

/**
 * Core spec 4.3: the calls core's onboarding machine invokes, through the typed client. They are the machine's
 * actors rather than cached queries: the options are asked again after a language choice (their labels change),
 * and the saves end onboarding, after which the cached profile is dropped (forgetProfile).
 */
export function onboardingCalls(config: ClientConfig) {
  return {
    /** The countries and functions onboarding offers. */
    async loadOptions(): Promise<OnboardingOptions> {
      const [countries, roles] = await Promise.all([
        runCall(config, referenceDataCalls.countries, {}),
        runCall(config, profileCalls.organizationRoles, {}),
      ]);
      return { countries, roles };
    },
    /** A non-partner finalises onboarding with function, language and country. */
    async submit(form: OnboardingForm): Promise<void> {
      await runCall(config, profileCalls.update, { body: form });
    },
    /** Core spec 4.4: a partner is assigned to the country and then waits for approval (PENDING). */
    async registerPartner(form: PartnerOnboardingForm): Promise<void> {
      await runCall(config, profileCalls.updateScpProfile, { body: form });
    },
  };
}
