import {
  AVAILABILITY_STATUS_DICTIONARY,
  AvailabilityIndicatorQuery,
  AvailabilityStatusEntry,
} from "@catalogue/core/api";
import { AvailabilityIndicator } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

const indicatorsRoute = createRoute({
  method: "get",
  path: "/products/availability-indicator",
  tags: ["Products"],
  summary:
    "The custom availability indicators that apply in the caller's country (country, subregion, global); with customOnly=true (highest role) every indicator of every place",
  request: { query: AvailabilityIndicatorQuery },
  responses: {
    200: {
      description: "One indicator per part number, the most specific",
      content: { "application/json": { schema: z.array(AvailabilityIndicator) } },
    },
    ...errorResponses(401, 403, 460),
  },
});
const dictionaryRoute = createRoute({
  method: "get",
  path: "/dictionaries/products/availability-indicator",
  tags: ["Reference data"],
  summary: "The custom statuses an availability indicator may set, with their label keys",
  responses: {
    200: {
      description: "The status dictionary",
      content: { "application/json": { schema: z.array(AvailabilityStatusEntry) } },
    },
    ...errorResponses(401),
  },
});

/** Supplement 7: the availability indicators per product and the status dictionary. */
export function mountAvailabilityRoutes(api: Api, products: ProductsService): void {
  api.openapi(indicatorsRoute, async (c) => {
    const query = c.req.valid("query");
    return c.json(
      await products.availabilityIndicators(userIdOf(c), query.partNumber, query.customOnly),
      200,
    );
  });
  api.openapi(dictionaryRoute, (c) => c.json([...AVAILABILITY_STATUS_DICTIONARY], 200));
}
