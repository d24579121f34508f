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

/** A subregion with the countries in it, as the subregion lists answer it. */
type SubregionOption<C extends { readonly id: number }> = {
  readonly id: number;
  readonly countries: readonly C[];
};

/**
 * Core spec 5 (share dialog) / 6: the subregions a curator is offered in a country share, each with only the
 * countries `canCurateFor` allows; a subregion left without such a country is not offered.
 */
export function curatableSubregions<C extends { readonly id: number }, S extends SubregionOption<C>>(
  profile: Pick<AccessProfile, "role" | "roles">,
  subregions: readonly S[],
): (S & { countries: C[] })[] {
  return subregions
    .map((subregion) => ({
      ...subregion,
      countries: subregion.countries.filter((country) => canCurateFor(profile, [country.id])),
    }))
    .filter((subregion) => subregion.countries.length > 0);
}
