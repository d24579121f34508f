import {
  CartValues,
  CartValuesQuery,
  ProductCataloguePageQuery,
  ProductSorting,
  SendCartRequest,
  SendCartResponse,
} from "../../cart";
import { ProductSearchPage } from "../../products";
import { defineCall, json } from "../define-call";

// A file of its own beside products.calls.ts: no screen uses these calls yet, and the search and product routes
// import products.calls.ts, so their schemas would be downloaded with every search (size budget).
const TAGS = ["Products"];

/** Supplement 7 (products): the cart, the whole catalogue page by page, and the caller's kept grid sort. */
export const productCartCalls = {
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
} as const;
