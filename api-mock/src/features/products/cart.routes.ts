import { parseCartItems } from "@catalogue/core/api";
import { productCartCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { CartService } from "./cart.service";
import { readProductSorting, saveProductSorting } from "./product-sorting";
import type { ProductsService } from "./products.service";

/** Supplement 7 ("Products"): the catalogue page by page, the cart's values and mail, and the kept grid sort. */
export function mountCartAndSortingRoutes(
  api: Api,
  db: Db,
  products: ProductsService,
  cart: CartService,
  now: () => Date,
): void {
  mountCall(api, productCartCalls.cataloguePage, (c, { query }) => products.search(userIdOf(c), query));
  mountCall(api, productCartCalls.cartValues, (c, { query }) =>
    cart.values(userIdOf(c), parseCartItems(query.items)),
  );
  mountCall(api, productCartCalls.sendCart, (c, { body }) => cart.send(userIdOf(c), body));
  // The sort is the caller's own setting, but only the regular pages' users search (regular access, 403 else).
  mountCall(api, productCartCalls.sorting, async (c) => {
    const userId = userIdOf(c);
    await products.viewer(userId);
    return readProductSorting(db, userId);
  });
  mountCall(api, productCartCalls.setSorting, async (c, { body }) => {
    const userId = userIdOf(c);
    await products.viewer(userId);
    return saveProductSorting(db, userId, body, now());
  });
}
