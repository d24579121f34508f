import { apiRequest } from "../../lib/api-client";
import { firstPaintContract } from "../../lib/lazy-contract";

// The finder's two calls, apart from catalogue-api.ts: that module imports core's zod contracts eagerly, and the
// finder is the first paint whose JavaScript must stay within 160 kB gzip (docs/developers/size-budget.md).

/** Supplement 7 (GET /products/product-counters): products per care area. */
export function fetchProductCounters(signal?: AbortSignal) {
  return apiRequest({
    path: "/products/product-counters",
    response: firstPaintContract("ProductCounters"),
    signal,
  });
}

/** Supplement 7 (GET /products/dynamic-filters) without search or filter: the finder's whole tree of values. */
export function fetchFinderFilters(signal?: AbortSignal) {
  return apiRequest({
    path: "/products/dynamic-filters",
    response: firstPaintContract("DynamicFilters"),
    signal,
  });
}
