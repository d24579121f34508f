import { SubregionWithCountries } from "@catalogue/core/api";
import { AppInfo, Company, Country, Currency } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { resourceNotFound } from "../../http/domain-error";
import { errorResponses } from "../../http/error-responses";
import { publicCountry, type ReferenceDataService } from "./reference-data.service";

function listRoute<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: "get",
    path,
    tags: ["Reference data"],
    summary,
    responses: {
      200: { description: summary, content: { "application/json": { schema } } },
      ...errorResponses(401),
    },
  });
}

const countriesRoute = listRoute("/countries/list", "Every country", z.array(Country));
const subregionsRoute = listRoute(
  "/countries/subregion-list",
  "Subregions with their countries",
  z.array(SubregionWithCountries),
);
const currenciesRoute = listRoute("/currencies/list", "Every currency with its EUR rate", z.array(Currency));
const companiesRoute = listRoute("/companies/list", "Every company", z.array(Company));
const appInfoRoute = createRoute({
  method: "get",
  path: "/app-info",
  tags: ["Reference data"],
  summary: "Links to the legal and help documents",
  responses: {
    200: { description: "The app info", content: { "application/json": { schema: AppInfo } } },
    ...errorResponses(401, 464),
  },
});

/** Core spec 3 / supplement 7: the static data calls. */
export function mountReferenceDataRoutes(api: Api, referenceData: ReferenceDataService): void {
  api.openapi(countriesRoute, async (c) =>
    c.json((await referenceData.get()).countries.map(publicCountry), 200),
  );
  api.openapi(subregionsRoute, async (c) => {
    const data = await referenceData.get();
    const withCountries = data.subregions.map((subregion) => ({
      ...subregion,
      countries: data.countries
        .filter((country) => country.subregion?.id === subregion.id)
        .map(publicCountry),
    }));
    return c.json(withCountries, 200);
  });
  api.openapi(currenciesRoute, async (c) => c.json((await referenceData.get()).currencies, 200));
  api.openapi(companiesRoute, async (c) => c.json((await referenceData.get()).companies, 200));
  api.openapi(appInfoRoute, async (c) => {
    const info = (await referenceData.get()).appInfo;
    if (!info) throw resourceNotFound("App info");
    // The seed stores site paths; the contract (core spec 3) wants absolute URLs.
    const origin = new URL(c.req.url).origin;
    const absolute = (link: string) => new URL(link, origin).toString();
    return c.json(
      {
        privacyPolicyWeb: absolute(info.privacyPolicyWeb),
        legalNotices: absolute(info.legalNotices),
        providerIdentification: absolute(info.providerIdentification),
        instructionForUseWeb: absolute(info.instructionForUseWeb),
      },
      200,
    );
  });
}
