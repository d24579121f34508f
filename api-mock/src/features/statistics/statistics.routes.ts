import { ProductStatistic, StatisticsQuery } from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { favoriteOccurrences } from "./statistics.repository";
import { assertStatisticsAccess } from "./statistics-access";

/** The OpenAPI tag of every statistics call. */
export const STATISTICS_TAG = ["Statistics"];

const favoriteRoute = createRoute({
  method: "get",
  path: "/firebase-statistics/favorite-occurences",
  tags: STATISTICS_TAG,
  summary: "How many users marked each product as favourite, most marked first (highest role)",
  request: { query: StatisticsQuery },
  responses: {
    200: {
      description: "Per product",
      content: { "application/json": { schema: z.array(ProductStatistic) } },
    },
    ...errorResponses(401, 403, 460),
  },
});

/**
 * Supplement 7 (statistics): the figures that need no product lists. The list-based ones are in
 * list-statistics.routes.ts, mounted once the product-list tables exist.
 */
export function mountStatisticsRoutes(api: Api, db: Db): void {
  api.openapi(favoriteRoute, async (c) => {
    await assertStatisticsAccess(db, c);
    return c.json(await favoriteOccurrences(db, c.req.valid("query").size), 200);
  });
}
