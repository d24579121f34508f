import { type AccessProfile, isHighestRole } from "../../access/roles";
import { canCurateFor } from "./curation-rights";

/**
 * Core spec 6 / 8 (INSUFFICIENT_PERMISSIONS): a draft of a country list may be created by a user who may curate
 * for every country the list is shared with (the Key user role there; admins everywhere). A list shared with no
 * country gives no Key user the right (there is nothing to hold the role in).
 */
export function canStartDraft(
  profile: Pick<AccessProfile, "role" | "roles">,
  sharedCountryIds: readonly number[],
): boolean {
  if (sharedCountryIds.length === 0) return isHighestRole(profile);
  return canCurateFor(profile, sharedCountryIds);
}
