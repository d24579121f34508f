import { type AccessProfile, HIGHEST_ROLE, keyUserCountries } from "../../access/roles";

/**
 * Core spec 6 / 8 (INSUFFICIENT_PERMISSIONS): a draft of a country list may be created by a user who holds the Key
 * user role in every country the list is shared with; admins (the highest role, every country) always may. A
 * list shared with no country gives no Key user the right (there is nothing to hold the role in).
 */
export function canStartDraft(
  profile: Pick<AccessProfile, "role" | "roles">,
  sharedCountryIds: readonly number[],
): boolean {
  if (profile.role === HIGHEST_ROLE) return true;
  if (sharedCountryIds.length === 0) return false;
  const held = new Set(keyUserCountries(profile));
  return sharedCountryIds.every((id) => held.has(id));
}
