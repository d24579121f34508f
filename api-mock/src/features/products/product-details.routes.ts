import {
  CatalogueVersion,
  DetailsByTitleQuery,
  ProductCard,
  ProductDetails,
  ProductIdParam,
  ProductListRequest,
} from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

const TAG = ["Products"];

function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

const detailsRoute = createRoute({
  method: "get",
  path: "/products/{id}/details",
  tags: TAG,
  summary: "Every field of a product for the caller (status, cards of alternatives and related products)",
  request: { params: ProductIdParam },
  responses: { 200: json(ProductDetails, "The product"), ...errorResponses(401, 403, 460, 464) },
});
const byTitleRoute = createRoute({
  method: "get",
  path: "/products/details-by-title",
  tags: TAG,
  summary: "The product with a title and subtitle",
  request: { query: DetailsByTitleQuery },
  responses: { 200: json(ProductDetails, "The product"), ...errorResponses(401, 403, 460, 464) },
});
const listRoute = createRoute({
  method: "post",
  path: "/products/list",
  tags: TAG,
  summary: "Cards of products by id, in the order asked (unknown ids are left out)",
  request: { body: { required: true, content: { "application/json": { schema: ProductListRequest } } } },
  responses: { 200: json(z.array(ProductCard), "The cards"), ...errorResponses(401, 403, 460) },
});
const versionRoute = createRoute({
  method: "get",
  path: "/products/version",
  tags: TAG,
  summary: "The catalogue version; it changes when the catalogue is reloaded",
  responses: { 200: json(CatalogueVersion, "The version"), ...errorResponses(401) },
});

/** Supplement 7 ("Products"): the product detail, list and version calls. */
export function mountProductDetailRoutes(api: Api, products: ProductsService): void {
  api.openapi(detailsRoute, async (c) =>
    c.json(await products.details(userIdOf(c), c.req.valid("param").id, new URL(c.req.url).origin), 200),
  );
  api.openapi(byTitleRoute, async (c) => {
    const { title, subtitle } = c.req.valid("query");
    return c.json(
      await products.detailsByTitle(userIdOf(c), title, subtitle, new URL(c.req.url).origin),
      200,
    );
  });
  api.openapi(listRoute, async (c) => c.json(await products.list(userIdOf(c), c.req.valid("json").ids), 200));
  api.openapi(versionRoute, async (c) => c.json(await products.version(), 200));
}
