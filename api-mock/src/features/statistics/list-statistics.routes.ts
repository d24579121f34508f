import {
  ProductListOverallStatistics,
  ProductStatistic,
  StatisticsQuery,
  StatisticValue,
} from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import {
  amountProductLists,
  amountQuantityPerProduct,
  averagePricePerProduct,
  averageProducts,
  averageQuantityPerProduct,
  overallStatistics,
  productOccurrences,
} from "./list-statistics.repository";
import { STATISTICS_TAG } from "./statistics.routes";
import { assertStatisticsAccess } from "./statistics-access";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const figure = (path: string, summary: string) =>
  createRoute({
    method: "get",
    path: `/firebase-statistics/${path}`,
    tags: STATISTICS_TAG,
    summary,
    responses: { 200: json(StatisticValue, summary), ...errorResponses(401, 403) },
  });
const perProduct = (path: string, summary: string) =>
  createRoute({
    method: "get",
    path: `/firebase-statistics/${path}`,
    tags: STATISTICS_TAG,
    summary,
    request: { query: StatisticsQuery },
    responses: { 200: json(z.array(ProductStatistic), summary), ...errorResponses(401, 403, 460) },
  });
const overallRoute = createRoute({
  method: "get",
  path: "/firebase-statistics/product-list-overall-statistics",
  tags: STATISTICS_TAG,
  summary: "Lists, elements, mean products and quantity per list, users with lists",
  responses: { 200: json(ProductListOverallStatistics, "The overall figures"), ...errorResponses(401, 403) },
});

const PER_PRODUCT = [
  ["product-occurrences", "On how many lists each product is", productOccurrences],
  ["amount-quantity-per-product", "Packages of each product over all lists", amountQuantityPerProduct],
  ["average-quantity-per-product", "Mean packages of each product per list", averageQuantityPerProduct],
  ["average-price-per-product", "Mean CRP of each product in EUR", averagePricePerProduct],
] as const;

/** Supplement 7 (statistics over product lists, migration 0010's product_lists and list_elements). */
export function mountListStatisticsRoutes(api: Api, db: Db): void {
  api.openapi(figure("amount-product-list", "How many product lists exist"), async (c) => {
    await assertStatisticsAccess(db, c);
    return c.json({ value: await amountProductLists(db) }, 200);
  });
  api.openapi(figure("average-products", "Mean number of products on a list"), async (c) => {
    await assertStatisticsAccess(db, c);
    return c.json({ value: await averageProducts(db) }, 200);
  });
  for (const [path, summary, read] of PER_PRODUCT) {
    api.openapi(perProduct(path, summary), async (c) => {
      await assertStatisticsAccess(db, c);
      return c.json(await read(db, c.req.valid("query").size), 200);
    });
  }
  api.openapi(overallRoute, async (c) => {
    await assertStatisticsAccess(db, c);
    return c.json(await overallStatistics(db), 200);
  });
}
