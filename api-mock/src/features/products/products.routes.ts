import { productCalls, productVersionedCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { sendKeptJson } from "../../http/json-answers";
import { mountCall, mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7 ("Products"): the catalogue search calls of the finder and search screens. */
export function mountProductRoutes(api: Api, products: ProductsService): void {
  mountCall(api, productCalls.search, (c, { query }) => products.search(userIdOf(c), query));
  const versions = productVersionedCalls;
  const autocompletes = [productCalls.autocomplete, versions.autocompleteV2, versions.autocompleteV3];
  mountCalls(api, autocompletes, (c, { query }) => products.autocomplete(userIdOf(c), query.search ?? ""));
  // Facet counts are sent as the JSON bytes the service keeps (and their compressed copies).
  mountCall(api, productCalls.dynamicFilters, async (c, { query }) =>
    sendKeptJson(c, await products.dynamicFilters(userIdOf(c), query.search, query.filter)),
  );
  mountCall(api, productCalls.filterMatches, async (c, { body }) => ({
    totalCount: await products.filterMatches(userIdOf(c), body.filter, body.search),
  }));
  mountCalls(api, [productCalls.counters, versions.countersV3], (c) => products.productCounters(userIdOf(c)));
}
