import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { Id, ScpCountry } from "@catalogue/core/model";

/** Core spec 3 / 4.4: the countries a partner may register in (the others are refused by the server), by name. */
export function registrableCountries(countries: readonly ScpCountry[]): ScpCountry[] {
  return countries
    .filter((country) => country.availableForScp)
    .sort((a, b) => a.country.localeCompare(b.country));
}

/**
 * Core spec 4.4 / supplement 7: the partner registers with a country and then waits as PENDING. The SCP machine
 * invokes it as its actor; the cached profile is dropped when the machine lands (forgetProfile).
 */
export async function registerScpCountry(config: ClientConfig, countryId: Id): Promise<void> {
  await runCall(config, profileCalls.updateScpProfile, { body: { countryId } });
}
