import {
  AutocompleteQuery,
  DynamicFilters,
  DynamicFiltersQuery,
  FilterMatchesRequest,
  FilterMatchesResponse,
  ProductSearchPage,
  ProductSearchQuery,
} from "@catalogue/core/api";
import { AutocompleteResult, ProductCounter } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

const TAG = ["Products"];

function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

const searchRoute = createRoute({
  method: "get",
  path: "/products/search",
  tags: TAG,
  summary:
    "Search, filter, sort and page the catalogue (cards with status; prices only for callers allowed them)",
  request: { query: ProductSearchQuery },
  responses: { 200: json(ProductSearchPage, "A page of cards"), ...errorResponses(401, 403, 460) },
});
const autocompleteRoute = createRoute({
  method: "get",
  path: "/products/autocomplete",
  tags: TAG,
  summary: "Hints for a typed text (empty under 3 trimmed characters)",
  request: { query: AutocompleteQuery },
  responses: { 200: json(AutocompleteResult, "The hints"), ...errorResponses(401, 403, 460) },
});
const dynamicFiltersRoute = createRoute({
  method: "get",
  path: "/products/dynamic-filters",
  tags: TAG,
  summary: "Every filter value with its count for the current text and filters",
  request: { query: DynamicFiltersQuery },
  responses: { 200: json(DynamicFilters, "The facet counts"), ...errorResponses(401, 403, 460) },
});
const filterMatchesRoute = createRoute({
  method: "post",
  path: "/products/filter-matches",
  tags: TAG,
  summary: "How many products a filter set would give before it is applied",
  request: { body: { required: true, content: { "application/json": { schema: FilterMatchesRequest } } } },
  responses: { 200: json(FilterMatchesResponse, "The count"), ...errorResponses(401, 403, 460) },
});
const countersRoute = createRoute({
  method: "get",
  path: "/products/product-counters",
  tags: TAG,
  summary: "How many products each care area holds (finder)",
  responses: { 200: json(z.array(ProductCounter), "The counters"), ...errorResponses(401, 403) },
});

/** Supplement 7 ("Products"): the catalogue search calls of the finder and search screens. */
export function mountProductRoutes(api: Api, products: ProductsService): void {
  api.openapi(searchRoute, async (c) =>
    c.json(await products.search(userIdOf(c), c.req.valid("query")), 200),
  );
  api.openapi(autocompleteRoute, async (c) =>
    c.json(await products.autocomplete(userIdOf(c), c.req.valid("query").search ?? ""), 200),
  );
  api.openapi(dynamicFiltersRoute, async (c) => {
    const { search, filter } = c.req.valid("query");
    return c.json(await products.dynamicFilters(userIdOf(c), search, filter), 200);
  });
  api.openapi(filterMatchesRoute, async (c) => {
    const { filter, search } = c.req.valid("json");
    return c.json({ totalCount: await products.filterMatches(userIdOf(c), filter, search) }, 200);
  });
  api.openapi(countersRoute, async (c) => c.json(await products.productCounters(userIdOf(c)), 200));
}
