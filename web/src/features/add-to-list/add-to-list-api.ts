import { AddToListsResponse, ProductLists } from "@catalogue/core/api";
import { ProductList } from "@catalogue/core/model";
import { apiRequest } from "../../lib/api-client";

/** Core spec 4.1 (GET /product-lists/list): the caller's personal lists (the default list is made on first use). */
export function fetchMyLists(signal?: AbortSignal) {
  return apiRequest({ path: "/product-lists/list", response: ProductLists, signal });
}

/** Core spec 5 (POST /product-lists/list): a new personal list; a taken title answers 460 INVALID_UNIQUE_VALUE. */
export function createList(title: string) {
  return apiRequest({
    method: "POST",
    path: "/product-lists/list",
    body: { title, description: "" },
    response: ProductList,
  });
}

/** Supplement 7 (POST /products/list-elements): products to several lists; per list what was added and skipped. */
export function addToLists(listIds: readonly number[], productIds: readonly number[]) {
  return apiRequest({
    method: "POST",
    path: "/products/list-elements",
    body: { listIds, elements: productIds.map((productId) => ({ productId, quantity: 1 })) },
    response: AddToListsResponse,
  });
}
