import { type AccessProfile, HIGHEST_ROLE, keyUserCountries } from "../../access/roles";

/**
 * Core spec 6 / supplement 7 (country sharing): a Key user curates lists for the countries they hold the Key user
 * role in, and for subregions only through those countries; admins (the highest role) for every country. A share
 * to any other country is refused with INSUFFICIENT_PERMISSIONS.
 */
export function canCurateFor(
  profile: Pick<AccessProfile, "role" | "roles">,
  countryIds: readonly number[],
): boolean {
  if (profile.role === HIGHEST_ROLE) return true;
  const held = new Set(keyUserCountries(profile));
  return countryIds.every((id) => held.has(id));
}
