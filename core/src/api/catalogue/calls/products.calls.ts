import * as z from "zod";
import { AvailabilityIndicator } from "../../../model/availability";
import { AutocompleteResult, ProductCounter } from "../../../model/search";
import {
  CartValues,
  CartValuesQuery,
  ProductCataloguePageQuery,
  ProductSorting,
  SendCartRequest,
  SendCartResponse,
} from "../../cart";
import {
  AutocompleteQuery,
  AvailabilityIndicatorQuery,
  CatalogueVersion,
  DataReportRequest,
  DataReportResponse,
  DetailsByTitleQuery,
  DynamicFilters,
  DynamicFiltersQuery,
  FilterMatchesRequest,
  FilterMatchesResponse,
  ProductCard,
  ProductDetails,
  ProductIdParam,
  ProductListRequest,
  ProductSearchPage,
  ProductSearchQuery,
} from "../../products";
import { defineCall, json, pathVariant } from "../define-call";

const TAGS = ["Products"];

/**
 * Supplement 7 (products): the finder's and search screen's catalogue calls, the product page, cards by id,
 * the catalogue version, availability indicators and data-issue reports. Prices and statuses in the answers
 * follow the caller's role and settings (core spec 6), so all but the version are for the regular pages' users.
 */
export const productCalls = {
  search: defineCall({
    id: "products.search",
    method: "GET",
    path: "/products/search",
    tags: TAGS,
    summary:
      "Search, filter, sort and page the catalogue (cards with status; prices only for callers allowed them)",
    query: ProductSearchQuery,
    answer: json(ProductSearchPage),
    errors: [401, 403, 460],
    access: "regular",
  }),
  autocomplete: defineCall({
    id: "products.autocomplete",
    method: "GET",
    path: "/products/autocomplete",
    tags: TAGS,
    summary: "Hints for a typed text (empty under 3 trimmed characters)",
    query: AutocompleteQuery,
    answer: json(AutocompleteResult),
    errors: [401, 403, 460],
    access: "regular",
  }),
  dynamicFilters: defineCall({
    id: "products.dynamicFilters",
    method: "GET",
    path: "/products/dynamic-filters",
    tags: TAGS,
    summary: "Every filter value with its count for the current text and filters",
    query: DynamicFiltersQuery,
    answer: json(DynamicFilters),
    errors: [401, 403, 460],
    access: "regular",
  }),
  // A count sent as POST because the filter set is a body; it reads only, so it may be sent again.
  filterMatches: defineCall({
    id: "products.filterMatches",
    method: "POST",
    path: "/products/filter-matches",
    tags: TAGS,
    summary: "How many products a filter set would give before it is applied",
    body: FilterMatchesRequest,
    answer: json(FilterMatchesResponse),
    errors: [401, 403, 460],
    access: "regular",
    idempotent: true,
  }),
  counters: defineCall({
    id: "products.counters",
    method: "GET",
    path: "/products/product-counters",
    tags: TAGS,
    summary: "How many products each care area holds (finder)",
    answer: json(z.array(ProductCounter)),
    errors: [401, 403],
    access: "regular",
  }),
  details: defineCall({
    id: "products.details",
    method: "GET",
    path: "/products/{id}/details",
    tags: TAGS,
    summary: "Every field of a product for the caller (status, cards of alternatives and related products)",
    params: ProductIdParam,
    answer: json(ProductDetails),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  detailsByTitle: defineCall({
    id: "products.detailsByTitle",
    method: "GET",
    path: "/products/details-by-title",
    tags: TAGS,
    summary: "The product with a title and subtitle",
    query: DetailsByTitleQuery,
    answer: json(ProductDetails),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  // Cards by id sent as POST because the ids are a body; it reads only, so it may be sent again.
  cards: defineCall({
    id: "products.cards",
    method: "POST",
    path: "/products/list",
    tags: TAGS,
    summary: "Cards of products by id, in the order asked (unknown ids are left out)",
    body: ProductListRequest,
    answer: json(z.array(ProductCard)),
    errors: [401, 403, 460],
    access: "regular",
    idempotent: true,
  }),
  cataloguePage: defineCall({
    id: "products.cataloguePage",
    method: "GET",
    path: "/products/list",
    tags: TAGS,
    summary:
      "The whole catalogue as cards, page by page (no text or filters; prices only for callers allowed them)",
    query: ProductCataloguePageQuery,
    answer: json(ProductSearchPage),
    errors: [401, 403, 460],
    access: "regular",
  }),
  cartValues: defineCall({
    id: "products.cartValues",
    method: "GET",
    path: "/products/cart-values",
    tags: TAGS,
    summary:
      "The lines and totals of a cart (quantity times price, core spec 9); prices and the total only for callers allowed them",
    query: CartValuesQuery,
    answer: json(CartValues),
    errors: [401, 403, 460],
    access: "regular",
  }),
  // A mail goes out per send: sending again sends again, so the client never retries it.
  sendCart: defineCall({
    id: "products.sendCart",
    method: "POST",
    path: "/products/send-cart",
    tags: TAGS,
    summary:
      "Mail a cart (lines, note; prices only when the sender may see them) to addresses of the maker's domain",
    body: SendCartRequest,
    answer: json(SendCartResponse),
    errors: [401, 403, 460],
    access: "regular",
  }),
  sorting: defineCall({
    id: "products.sorting",
    method: "GET",
    path: "/v3/products/sorting",
    tags: TAGS,
    summary: "The caller's chosen grid sort (DEFAULT_SORTING until one is chosen)",
    answer: json(ProductSorting),
    errors: [401, 403],
    access: "regular",
  }),
  setSorting: defineCall({
    id: "products.setSorting",
    method: "PUT",
    path: "/v3/products/sorting",
    tags: TAGS,
    summary: "Keep the caller's grid sort for the next search",
    body: ProductSorting,
    answer: json(ProductSorting),
    errors: [401, 403, 460],
    access: "regular",
    idempotent: true,
  }),
  version: defineCall({
    id: "products.version",
    method: "GET",
    path: "/products/version",
    tags: TAGS,
    summary: "The catalogue version; it changes when the catalogue is reloaded",
    answer: json(CatalogueVersion),
    errors: [401],
    access: "session",
  }),
  availabilityIndicators: defineCall({
    id: "products.availabilityIndicators",
    method: "GET",
    path: "/products/availability-indicator",
    tags: TAGS,
    summary:
      "The custom availability indicators that apply in the caller's country (country, subregion, global); with customOnly=true (highest role) every indicator of every place",
    query: AvailabilityIndicatorQuery,
    answer: json(z.array(AvailabilityIndicator)),
    errors: [401, 403, 460],
    // customOnly=true is for the highest role only; anyone else is refused with FORBIDDEN.
    resultKeys: ["FORBIDDEN"],
    access: "regular",
  }),
  report: defineCall({
    id: "products.report",
    method: "POST",
    path: "/products/{id}/report",
    tags: TAGS,
    summary: "Report a data issue on a product (stored and mailed to the data team)",
    params: ProductIdParam,
    body: DataReportRequest,
    answer: json(DataReportResponse),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
} as const;

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
