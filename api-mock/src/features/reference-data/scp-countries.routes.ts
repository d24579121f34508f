import { ScpCountry } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import type { ReferenceDataService } from "./reference-data.service";

const scpCountriesRoute = createRoute({
  method: "get",
  path: "/countries/scp-list",
  tags: ["Reference data"],
  summary: "Every country with whether sales channel partners may register in it",
  responses: {
    200: {
      description: "The countries for SCP registration",
      content: { "application/json": { schema: z.array(ScpCountry) } },
    },
    ...errorResponses(401),
  },
});

/**
 * Core spec 3 ("Countries for SCP") and 4.4: the partner's registration offers only the countries open to
 * partners, and `PUT /user/scp-profile` refuses the others; this is the list both sides read.
 */
export function mountScpCountryRoutes(api: Api, referenceData: ReferenceDataService): void {
  api.openapi(scpCountriesRoute, async (c) => {
    const { countries } = await referenceData.get();
    return c.json(
      countries.map((country) => ({
        id: country.id,
        title: country.title,
        country: country.name,
        subregion: country.subregion,
        availableForScp: country.availableForScp,
      })),
      200,
    );
  });
}
