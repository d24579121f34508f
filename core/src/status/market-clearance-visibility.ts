import type { Product } from "../model/product";

/** Core spec 3 / 5: the setting that decides whether products without market clearance are listed at all. */
export type ClearanceVisibilityViewer = { hideWithoutMarketClearance: boolean };

/**
 * Core spec 5 ("hide without market clearance"): with the setting on, a product not cleared for the market in the
 * viewer's country (`MARKET_CLEARANCE`) is left out of search results, facet counts, counters, autocomplete and
 * filter matches. With it off every product is listed (its status still shows the clearance warning when the
 * clearance check is on). The server applies it to the country row of the viewer's country.
 */
export function isHiddenByClearance(
  product: Pick<Product, "marketClearance">,
  viewer: ClearanceVisibilityViewer,
): boolean {
  return viewer.hideWithoutMarketClearance && product.marketClearance === "MARKET_CLEARANCE";
}
