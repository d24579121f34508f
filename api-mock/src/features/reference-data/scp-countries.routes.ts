import { referenceDataCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import type { ReferenceDataService } from "./reference-data.service";

/**
 * Core spec 3 ("Countries for SCP") and 4.4: the partner's registration offers only the countries open to
 * partners, and `PUT /user/scp-profile` refuses the others; this is the list both sides read.
 */
export function mountScpCountryRoutes(api: Api, referenceData: ReferenceDataService): void {
  mountCall(api, referenceDataCalls.scpCountries, async () => {
    const { countries } = await referenceData.get();
    return countries.map((country) => ({
      id: country.id,
      title: country.title,
      country: country.name,
      subregion: country.subregion,
      availableForScp: country.availableForScp,
    }));
  });
}
