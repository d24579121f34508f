import { pathVariant } from "../define-call";
import { productCalls } from "./products.calls";

/** Supplement 7 ("GET /products/v2/autocomplete"; "v3: counters, autocomplete"): the versioned product paths. */
export const productVersionedCalls = {
  autocompleteV2: pathVariant(productCalls.autocomplete, {
    id: "products.autocompleteV2",
    path: "/products/v2/autocomplete",
  }),
  autocompleteV3: pathVariant(productCalls.autocomplete, {
    id: "products.autocompleteV3",
    path: "/v3/products/autocomplete",
  }),
  countersV3: pathVariant(productCalls.counters, {
    id: "products.countersV3",
    path: "/v3/products/product-counters",
  }),
} as const;
