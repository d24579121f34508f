import type * as z from "zod";
import {
  AddElementsRequest,
  AddToListsRequest,
  AddToListsResponse,
  ChangeCrpAndQuantityRequest,
  ChangeCrpRequest,
  ChangeQuantityRequest,
  CustomSortRequest,
  ElementChangeResponse,
  ListElementsResponse,
  MoveElementsParams,
  MoveElementsRequest,
  RemoveElementsRequest,
  ReplaceElementRequest,
  SortingRequest,
} from "../../list-elements";
import { ListIdParam } from "../../product-lists";
import type { ResultKey } from "../../result-keys";
import { defineCall, type ErrorStatus, json, pathVariant } from "../define-call";

const TAGS = ["List elements"];
const BASE = "/product-lists/list-elements/{id}";

/** Every element write checks the list's version first (428) and that it is the caller's own list (464). */
const WRITE_ERRORS: readonly ErrorStatus[] = [401, 403, 409, 428, 460, 464];
const WRITE_KEYS: readonly ResultKey[] = ["OPTIMISTIC_LOCK", "RESOURCE_NOT_FOUND"];
/** Products join a list only in the caller's currency, and only once. */
const ADD_KEYS: readonly ResultKey[] = ["PRODUCT_ALREADY_ADDED", "LIST_CURRENCY_MISMATCH", ...WRITE_KEYS];

/** Supplement 7 (list elements, POST /products/list-elements): the elements of one list and their changes. */
export const listElementCalls = {
  get: defineCall({
    id: "listElements.get",
    method: "GET",
    path: BASE,
    tags: TAGS,
    summary: "The elements of a list the caller may read, in its sorting order",
    params: ListIdParam,
    answer: json(ListElementsResponse),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  add: defineCall({
    id: "listElements.add",
    method: "POST",
    path: BASE,
    tags: TAGS,
    summary: "Add products (one already on the list: 409 PRODUCT_ALREADY_ADDED)",
    params: ListIdParam,
    body: AddElementsRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: ADD_KEYS,
    access: "regular",
  }),
  remove: defineCall({
    id: "listElements.remove",
    method: "DELETE",
    path: BASE,
    tags: TAGS,
    summary: "Remove elements",
    params: ListIdParam,
    body: RemoveElementsRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  replace: defineCall({
    id: "listElements.replace",
    method: "POST",
    path: "/product-lists/{id}/list-elements/replace",
    tags: TAGS,
    summary:
      "Put another product in an element's place, quantity and position kept (one already on the list: 409 " +
      "PRODUCT_ALREADY_ADDED unless `quantities` says how to merge)",
    params: ListIdParam,
    body: ReplaceElementRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: ADD_KEYS,
    access: "regular",
  }),
  changeQuantity: defineCall({
    id: "listElements.changeQuantity",
    method: "PUT",
    path: `${BASE}/change-quantity`,
    tags: TAGS,
    summary: "Change one element's quantity",
    params: ListIdParam,
    body: ChangeQuantityRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  changeCrp: defineCall({
    id: "listElements.changeCrp",
    method: "PUT",
    path: `${BASE}/change-crp`,
    tags: TAGS,
    summary: "Change one element's CRP",
    params: ListIdParam,
    body: ChangeCrpRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  changeCrpAndQuantity: defineCall({
    id: "listElements.changeCrpAndQuantity",
    method: "PUT",
    path: `${BASE}/change-crp-and-quantity`,
    tags: TAGS,
    summary: "Change one element's CRP and quantity",
    params: ListIdParam,
    body: ChangeCrpAndQuantityRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  sorting: defineCall({
    id: "listElements.sorting",
    method: "PUT",
    path: "/product-lists/{id}/list-elements/sorting",
    tags: TAGS,
    summary: "Set the list's sorting",
    params: ListIdParam,
    body: SortingRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  customSort: defineCall({
    id: "listElements.customSort",
    method: "PUT",
    path: `${BASE}/sorting/custom-sort`,
    tags: TAGS,
    summary: "Save a custom order (sorting becomes CUSTOM)",
    params: ListIdParam,
    body: CustomSortRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
  move: defineCall({
    id: "listElements.move",
    method: "PUT",
    path: "/product-lists/list-elements/{from}/{to}/move",
    tags: TAGS,
    summary: "Move elements to another list; duplicates need a resolution (else 409 PRODUCT_ALREADY_ADDED)",
    params: MoveElementsParams,
    body: MoveElementsRequest,
    answer: json(ListElementsResponse),
    errors: WRITE_ERRORS,
    resultKeys: ADD_KEYS,
    access: "regular",
  }),
  addToLists: defineCall({
    id: "listElements.addToLists",
    method: "POST",
    path: "/products/list-elements",
    tags: TAGS,
    summary: "Add several products to several lists; duplicates and lists in another currency are skipped",
    body: AddToListsRequest,
    answer: json(AddToListsResponse),
    errors: [401, 403, 428, 460, 464],
    resultKeys: WRITE_KEYS,
    access: "regular",
  }),
} as const;

/**
 * A v2 change call: the same request and checks as the plain call at `path`, answered with what changed
 * (`ElementChangeResponse`) instead of the whole list. A new answer is a call of its own, not a `pathVariant`
 * (those answer exactly as the plain call does) and not a request option (a call has one answer schema).
 */
function changeV2<B extends z.ZodType>(path: string, body: B, id: string, summary: string) {
  return defineCall({
    id,
    method: "PUT",
    path: `/v2${path}`,
    tags: TAGS,
    summary,
    params: ListIdParam,
    body,
    answer: json(ElementChangeResponse),
    errors: WRITE_ERRORS,
    resultKeys: WRITE_KEYS,
    access: "regular",
  });
}

/** Supplement 7 ("v2 and v3 variants exist"): a list's elements under the versioned paths. */
export const listElementVersionedCalls = {
  getV2: pathVariant(listElementCalls.get, { id: "listElements.getV2", path: `/v2${BASE}` }),
  getV3: pathVariant(listElementCalls.get, { id: "listElements.getV3", path: `/v3${BASE}` }),
  changeQuantityV2: changeV2(
    listElementCalls.changeQuantity.path,
    ChangeQuantityRequest,
    "listElements.changeQuantityV2",
    "Change one element's quantity; answers the element, the list's new version and totals",
  ),
  changeCrpV2: changeV2(
    listElementCalls.changeCrp.path,
    ChangeCrpRequest,
    "listElements.changeCrpV2",
    "Change one element's CRP; answers the element, the list's new version and totals",
  ),
  changeCrpAndQuantityV2: changeV2(
    listElementCalls.changeCrpAndQuantity.path,
    ChangeCrpAndQuantityRequest,
    "listElements.changeCrpAndQuantityV2",
    "Change one element's CRP and quantity; answers the element, the list's new version and totals",
  ),
} as const;
