import {
  DataReportResponse,
  DynamicFilters,
  FavoriteState,
  formatProductFilter,
  ProductCard,
  ProductDetails,
  ProductSearchPage,
} from "@catalogue/core/api";
import { AutocompleteResult } from "@catalogue/core/model";
import * as z from "zod";
import { apiRequest } from "../../lib/api-client";
import type { SearchState } from "../search/search-url-state";

/** Supplement 7: the query string of a search state for the API (the same codec as the page URL). */
function searchQuery(
  state: Pick<SearchState, "search" | "filter">,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  if (state.search.trim() !== "") params.set("search", state.search);
  const filter = formatProductFilter(state.filter);
  if (filter !== "") params.set("filter", filter);
  return params.toString();
}

/** Supplement 7 (GET /products/search): one page of cards (page from 0). */
export function searchProducts(state: SearchState, page: number, size: number, signal?: AbortSignal) {
  const query = searchQuery(state, { sort: state.sort, page: String(page), size: String(size) });
  return apiRequest({ path: `/products/search?${query}`, response: ProductSearchPage, signal });
}

/** Supplement 7 (GET /products/dynamic-filters): the count of every filter value for the current search. */
export function fetchDynamicFilters(state: Pick<SearchState, "search" | "filter">, signal?: AbortSignal) {
  return apiRequest({
    path: `/products/dynamic-filters?${searchQuery(state)}`,
    response: DynamicFilters,
    signal,
  });
}

/** Supplement 3 (GET /products/autocomplete): hints for a typed text. */
export function fetchAutocomplete(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ search }).toString();
  return apiRequest({ path: `/products/autocomplete?${query}`, response: AutocompleteResult, signal });
}

/** Supplement 7 (GET /products/{id}/details). */
export function fetchDetailsById(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `/products/${id}/details`, response: ProductDetails, signal });
}

/** Supplement 7 (GET /products/details-by-title). */
export function fetchDetailsByTitle(title: string, subtitle: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ title, subtitle }).toString();
  return apiRequest({ path: `/products/details-by-title?${query}`, response: ProductDetails, signal });
}

/** Supplement 7 (GET /favorite-products/list): the caller's favourites as cards. */
export function fetchFavourites(signal?: AbortSignal) {
  return apiRequest({ path: "/favorite-products/list", response: z.array(ProductCard), signal });
}

/** Supplement 7 (POST / DELETE /favorite-products/{id}): marks or unmarks a favourite. */
export function setFavourite(id: number, on: boolean) {
  return apiRequest({
    method: on ? "POST" : "DELETE",
    path: `/favorite-products/${id}`,
    response: FavoriteState,
  });
}

/** Supplement 2 / 7 (POST /products/{id}/report): reports a data issue. */
export function reportDataIssue(id: number, message: string) {
  return apiRequest({
    method: "POST",
    path: `/products/${id}/report`,
    body: { message },
    response: DataReportResponse,
  });
}
