import { ScpStatus } from "../model/enums";
import { type AccessProfile, isPartner } from "./roles";

/** Core spec 6: the one registration status that admits a sales channel partner to the regular pages. */
export const ADMITTED_SCP_STATUS = ScpStatus.enum.ACCEPTED;

/**
 * Core spec 6 / 2.2: where a partner's registration stands: admitted (ACCEPTED), rejected for good (REJECTED), or
 * still waiting (PENDING, ONBOARDING_REQUIRED or not registered at all).
 */
export type PartnerAdmission = "admitted" | "rejected" | "waiting";

/** Core spec 6: a partner's admission, read from their registration status. */
export function partnerAdmission(scpStatus: ScpStatus | null | undefined): PartnerAdmission {
  if (scpStatus === ADMITTED_SCP_STATUS) return "admitted";
  return scpStatus === ScpStatus.enum.REJECTED ? "rejected" : "waiting";
}

/**
 * Core spec 6: the user is a partner whose registration was accepted, so the regular pages, SCP sharing and the
 * partner search are theirs.
 */
export function isAdmittedPartner(profile: Pick<AccessProfile, "role" | "scpStatus">): boolean {
  return isPartner(profile) && partnerAdmission(profile.scpStatus) === "admitted";
}
