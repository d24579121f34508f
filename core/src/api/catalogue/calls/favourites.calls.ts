import * as z from "zod";
import { FavoriteState, ProductCard, ProductIdParam } from "../../products";
import { defineCall, json, pathVariant } from "../define-call";

const TAGS = ["Favourites"];

/** Supplement 7 (favourites): list, mark and unmark; marking twice changes nothing, so both may be repeated. */
export const favouriteCalls = {
  list: defineCall({
    id: "favourites.list",
    method: "GET",
    path: "/favorite-products/list",
    tags: TAGS,
    summary: "The caller's favourite products as cards, oldest first",
    answer: json(z.array(ProductCard)),
    errors: [401, 403],
    access: "regular",
  }),
  mark: defineCall({
    id: "favourites.mark",
    method: "POST",
    path: "/favorite-products/{id}",
    tags: TAGS,
    summary: "Mark a product as favourite (again: no change)",
    params: ProductIdParam,
    answer: json(FavoriteState),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
    idempotent: true,
  }),
  unmark: defineCall({
    id: "favourites.unmark",
    method: "DELETE",
    path: "/favorite-products/{id}",
    tags: TAGS,
    summary: "Unmark a favourite product (not marked: no change)",
    params: ProductIdParam,
    answer: json(FavoriteState),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
} as const;

/** Supplement 7 ("v3 list too"): the favourites list under its versioned path. */
export const favouriteVersionedCalls = {
  listV3: pathVariant(favouriteCalls.list, { id: "favourites.listV3", path: "/v3/favorite-products/list" }),
} as const;
