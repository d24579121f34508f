import type { UserProfileResponse } from "@catalogue/core/api";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { canCurateFor, curatableSubregions } from "@catalogue/core/rules/lists";
import { useCallQuery } from "../../lib/server-state";
import type { CountryOption, SubregionOption } from "./country-targets";

/**
 * Core spec 5 / 6: the countries and subregions a curator may share to, those they hold Key user rights in (core
 * `canCurateFor`); nothing is asked for users who do not share by country.
 */
export function useSharePlaces(profile: UserProfileResponse | undefined, enabled: boolean) {
  const countries = useCallQuery(referenceDataCalls.countries, {}, { enabled });
  const permissions = useCallQuery(profileCalls.subregionPermissions, {}, { enabled });
  const roles = { role: profile?.role ?? "BASIC_USER", roles: profile?.roles ?? [] } as const;
  const countryOptions: CountryOption[] = (countries.data ?? [])
    .filter((country) => canCurateFor(roles, [country.id]))
    .map(({ id, name }) => ({ id, name }));
  const subregionOptions: SubregionOption[] = curatableSubregions(roles, permissions.data ?? []).map(
    (subregion) => ({
      id: subregion.id,
      name: subregion.name,
      countries: subregion.countries.map(({ id, name }) => ({ id, name })),
    }),
  );
  return { countries: countryOptions, subregions: subregionOptions };
}
