import { referenceDataCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { resourceNotFound } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import { publicCountry, type ReferenceDataService } from "./reference-data.service";

/** Core spec 3 / supplement 7: the static data calls. */
export function mountReferenceDataRoutes(
  api: Api,
  referenceData: ReferenceDataService,
  publicUrl: string,
): void {
  mountCall(api, referenceDataCalls.countries, async () =>
    (await referenceData.get()).countries.map(publicCountry),
  );
  mountCall(api, referenceDataCalls.subregions, async () => {
    const data = await referenceData.get();
    return data.subregions.map((subregion) => ({
      ...subregion,
      countries: data.countries
        .filter((country) => country.subregion?.id === subregion.id)
        .map(publicCountry),
    }));
  });
  mountCall(api, referenceDataCalls.currencies, async () => (await referenceData.get()).currencies);
  mountCall(api, referenceDataCalls.companies, async () => (await referenceData.get()).companies);
  mountCall(api, referenceDataCalls.appInfo, async () => {
    const info = (await referenceData.get()).appInfo;
    if (!info) throw resourceNotFound("App info");
    // The seed stores site paths; the contract (core spec 3) wants absolute URLs.
    // On the configured public URL, never on the request's Host header (which a client chooses).
    const absolute = (link: string) => new URL(link, publicUrl).toString();
    return {
      privacyPolicyWeb: absolute(info.privacyPolicyWeb),
      legalNotices: absolute(info.legalNotices),
      providerIdentification: absolute(info.providerIdentification),
      instructionForUseWeb: absolute(info.instructionForUseWeb),
    };
  });
}
