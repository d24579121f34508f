import { UserProfileResponse } from "@catalogue/core/api";
import { type Id, ScpCountry } from "@catalogue/core/model";
import * as z from "zod";
import { apiRequest } from "../../lib/api-client";

/** Core spec 3 / 4.4: the countries a partner may register in (the others are refused by the server). */
export async function fetchScpCountries(): Promise<ScpCountry[]> {
  const countries = await apiRequest({ path: "/countries/scp-list", response: z.array(ScpCountry) });
  return countries
    .filter((country) => country.availableForScp)
    .sort((a, b) => a.country.localeCompare(b.country));
}

/** Core spec 4.4 / supplement 7: the partner registers with a country and then waits as PENDING. */
export async function registerScpCountry(countryId: Id): Promise<void> {
  await apiRequest({
    method: "PUT",
    path: "/user/scp-profile",
    body: { countryId },
    response: UserProfileResponse,
  });
}
