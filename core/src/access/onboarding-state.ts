import { ScpStatus } from "../model/enums";
import { type AccessProfile, isPartner } from "./roles";
import type { RouteName } from "./route-table";

/**
 * Core spec 4.3: onboarding is incomplete when countryId, currencyId or organizationRole is null; for a partner
 * only countryId counts.
 */
export function isOnboardingIncomplete(
  profile: Pick<AccessProfile, "role" | "countryId" | "currencyId" | "organizationRole">,
): boolean {
  if (isPartner(profile)) return profile.countryId == null;
  return profile.countryId == null || profile.currencyId == null || profile.organizationRole == null;
}

/**
 * Core spec 2.2 "After the profile loads": the page a partner belongs on until accepted, in the specification's
 * order: no country means registration, PENDING the waiting room, REJECTED the rejected page, any other
 * status (ONBOARDING_REQUIRED, or none) SCP onboarding. Null for an accepted partner with a country.
 */
export function scpLanding(profile: Pick<AccessProfile, "countryId" | "scpStatus">): RouteName | null {
  if (profile.countryId == null) return "scpRegistration";
  switch (profile.scpStatus) {
    case ScpStatus.enum.ACCEPTED:
      return null;
    case ScpStatus.enum.PENDING:
      return "scpRegistrationWaitingRoom";
    case ScpStatus.enum.REJECTED:
      return "scpRegistrationRejected";
    default:
      return "scpOnboarding";
  }
}
