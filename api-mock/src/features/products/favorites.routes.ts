import { favouriteCalls, favouriteVersionedCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall, mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7 (favourites): list, mark and unmark, both idempotent. */
export function mountFavoriteRoutes(api: Api, products: ProductsService): void {
  mountCalls(api, [favouriteCalls.list, favouriteVersionedCalls.listV3], (c) =>
    products.favoriteList(userIdOf(c)),
  );
  mountCall(api, favouriteCalls.mark, async (c, { params }) => {
    await products.setFavorite(userIdOf(c), params.id, true);
    return { productId: params.id, isFavorite: true };
  });
  mountCall(api, favouriteCalls.unmark, async (c, { params }) => {
    await products.setFavorite(userIdOf(c), params.id, false);
    return { productId: params.id, isFavorite: false };
  });
}
