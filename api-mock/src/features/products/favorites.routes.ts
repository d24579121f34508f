import { FavoriteState, ProductCard, ProductIdParam } from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

const TAG = ["Favourites"];

const listRoute = createRoute({
  method: "get",
  path: "/favorite-products/list",
  tags: TAG,
  summary: "The caller's favourite products as cards, oldest first",
  responses: {
    200: { description: "The favourites", content: { "application/json": { schema: z.array(ProductCard) } } },
    ...errorResponses(401, 403),
  },
});

function setRoute(method: "post" | "delete", summary: string) {
  return createRoute({
    method,
    path: "/favorite-products/{id}",
    tags: TAG,
    summary,
    request: { params: ProductIdParam },
    responses: {
      200: { description: "The new state", content: { "application/json": { schema: FavoriteState } } },
      ...errorResponses(401, 403, 460, 464),
    },
  });
}

const addRoute = setRoute("post", "Mark a product as favourite (again: no change)");
const removeRoute = setRoute("delete", "Unmark a favourite product (not marked: no change)");

/** Supplement 7 (favourites): list, mark and unmark, both idempotent. */
export function mountFavoriteRoutes(api: Api, products: ProductsService): void {
  api.openapi(listRoute, async (c) => c.json(await products.favoriteList(userIdOf(c)), 200));
  api.openapi(addRoute, async (c) => {
    const { id } = c.req.valid("param");
    await products.setFavorite(userIdOf(c), id, true);
    return c.json({ productId: id, isFavorite: true }, 200);
  });
  api.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await products.setFavorite(userIdOf(c), id, false);
    return c.json({ productId: id, isFavorite: false }, 200);
  });
}
