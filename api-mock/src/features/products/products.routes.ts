import { productCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7 ("Products"): the catalogue search calls of the finder and search screens. */
export function mountProductRoutes(api: Api, products: ProductsService): void {
  mountCall(api, productCalls.search, (c, { query }) => products.search(userIdOf(c), query));
  mountCall(api, productCalls.autocomplete, (c, { query }) =>
    products.autocomplete(userIdOf(c), query.search ?? ""),
  );
  mountCall(api, productCalls.dynamicFilters, (c, { query }) =>
    products.dynamicFilters(userIdOf(c), query.search, query.filter),
  );
  mountCall(api, productCalls.filterMatches, async (c, { body }) => ({
    totalCount: await products.filterMatches(userIdOf(c), body.filter, body.search),
  }));
  mountCall(api, productCalls.counters, (c) => products.productCounters(userIdOf(c)));
}
