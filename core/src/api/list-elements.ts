import * as z from "zod";
import { PRICE_MAX, QUANTITY_MAX } from "../constants";
import { Id, Money } from "../model/common";
import { ListSortingType } from "../model/enums";
import { ListElement } from "../model/list-element";
import { ProductCard } from "./products";

/** Core spec 9: a quantity in packages, 0 to 999999. */
export const ElementQuantity = z.int().min(0).max(QUANTITY_MAX);
/** Core spec 9: a price, 0 to 999999999999.99, at most 2 fraction digits. */
export const ElementPrice = z
  .number()
  .min(0)
  .max(PRICE_MAX)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: "fractionDigits" });

/** Core spec 3: a list element with its product card (status and, for callers allowed them, prices). */
export const ListElementView = ListElement.extend({ product: ProductCard, createdAt: z.string() });
export type ListElementView = z.infer<typeof ListElementView>;

/** Supplement 7 (GET list-elements): the elements in the list's sorting order and the list's version. */
export const ListElementsResponse = z.object({
  content: z.array(ListElementView),
  totalCount: z.int().nonnegative(),
  version: z.int().positive(),
  sortingType: ListSortingType,
});
export type ListElementsResponse = z.infer<typeof ListElementsResponse>;

/** Core spec 3: a product to put on a list; without a CRP the product's CRP in the caller's country is used. */
export const NewElement = z.object({
  productId: Id,
  quantity: ElementQuantity.optional().default(1),
  crp: ElementPrice.nullable().optional(),
});
export type NewElement = z.infer<typeof NewElement>;

/** Supplement 7 (POST list-elements/{listId}): products for one list; a product already there => 409. */
export const AddElementsRequest = z.object({
  elements: z.array(NewElement).min(1),
  version: z.int().positive(),
});
export type AddElementsRequest = z.infer<typeof AddElementsRequest>;

/** Supplement 7 (DELETE list-elements/{listId}): the elements to remove. */
export const RemoveElementsRequest = z.object({ ids: z.array(Id).min(1), version: z.int().positive() });
export type RemoveElementsRequest = z.infer<typeof RemoveElementsRequest>;

/** Core spec 5: one element's quantity (sent alone, one request per element). */
export const ChangeQuantityRequest = z.object({
  elementId: Id,
  value: ElementQuantity,
  version: z.int().positive(),
});
export type ChangeQuantityRequest = z.infer<typeof ChangeQuantityRequest>;

/** Core spec 5: one element's CRP (null clears it). */
export const ChangeCrpRequest = z.object({
  elementId: Id,
  value: ElementPrice.nullable(),
  version: z.int().positive(),
});
export type ChangeCrpRequest = z.infer<typeof ChangeCrpRequest>;

/** Core spec 5: one element's CRP and quantity together. */
export const ChangeCrpAndQuantityRequest = z.object({
  elementId: Id,
  crp: ElementPrice.nullable(),
  quantity: ElementQuantity,
  version: z.int().positive(),
});
export type ChangeCrpAndQuantityRequest = z.infer<typeof ChangeCrpAndQuantityRequest>;

/** Core spec 3: a changed element as its row shows it: quantity and pricing (line totals), no product card. */
export const ChangedElement = ListElement.omit({ product: true });
export type ChangedElement = z.infer<typeof ChangedElement>;

/** Core spec 3: the list totals a quantity or CRP change moves (only callers who may see prices get them). */
export const ChangedListTotals = z.object({ totalAmount: Money, totalGgp: Money });
export type ChangedListTotals = z.infer<typeof ChangedListTotals>;

/**
 * Core spec 5 / 8 (the v2 change calls): what one quantity or CRP change changed: the element, the list's new
 * version (for the next write's 428 check) and when it changed, and for callers allowed prices the new totals.
 */
export const ElementChangeResponse = z.object({
  element: ChangedElement,
  version: z.int().positive(),
  lastUpdatedAt: z.string(),
  totals: ChangedListTotals.optional(),
});
export type ElementChangeResponse = z.infer<typeof ElementChangeResponse>;

/** Core spec 4.7: the duplicate-conflict dialog's choice, per value. */
export const DuplicateResolutionChoice = z.object({
  prices: z.enum(["override", "ignore"]),
  quantities: z.enum(["override", "ignore"]),
});

/** Supplement 7 (PUT list-elements/{from}/{to}/move): the list the elements leave and the one they join. */
export const MoveElementsParams = z.object({
  from: z.coerce.number().int().positive(),
  to: z.coerce.number().int().positive(),
});
export type MoveElementsParams = z.infer<typeof MoveElementsParams>;

/**
 * Core spec 4.7 (PUT list-elements/{from}/{to}/move): moves elements to another list. When the target already
 * holds some of the products and no `resolution` is given, the answer is 409 PRODUCT_ALREADY_ADDED and nothing moves.
 */
export const MoveElementsRequest = z.object({
  elementIds: z.array(Id).min(1),
  version: z.int().positive(),
  targetVersion: z.int().positive(),
  resolution: DuplicateResolutionChoice.optional(),
});
export type MoveElementsRequest = z.infer<typeof MoveElementsRequest>;

/** Core spec 4.1 (PUT sorting): CREATED_AT, PRODUCT_GROUP or PRODUCT_TITLE (CUSTOM comes from custom-sort). */
export const SortingRequest = z.object({
  sortingType: ListSortingType.exclude(["CUSTOM", "NAME"]),
  version: z.int().positive(),
});
export type SortingRequest = z.infer<typeof SortingRequest>;

/** Core spec 4.7 (PUT sorting/custom-sort): every element id of the list in the new order. */
export const CustomSortRequest = z.object({ elementIds: z.array(Id).min(1), version: z.int().positive() });
export type CustomSortRequest = z.infer<typeof CustomSortRequest>;

/** Supplement 7 (POST /products/list-elements): several products to several lists. */
export const AddToListsRequest = z.object({
  listIds: z.array(Id).min(1),
  elements: z.array(NewElement).min(1),
});
export type AddToListsRequest = z.infer<typeof AddToListsRequest>;

/** Supplement 4: why a product was skipped for a list. */
export const SkipReason = z.enum(["DUPLICATE", "CURRENCY_MISMATCH"]);

/** Supplement 7 (POST /products/list-elements): per list, the products added and the products skipped. */
export const AddToListsResponse = z.object({
  results: z.array(
    z.object({
      listId: Id,
      added: z.array(Id),
      skipped: z.array(z.object({ productId: Id, reason: SkipReason })),
    }),
  ),
});
export type AddToListsResponse = z.infer<typeof AddToListsResponse>;

/**
 * Core spec 4.7 (POST /product-lists/{id}/list-elements/replace): put another product in an element's place,
 * quantity and position kept. When the product is already on the list the duplicate rule applies: without
 * `quantities` the answer is 409 PRODUCT_ALREADY_ADDED; with it the replaced element is removed and the existing
 * one takes the replaced quantity ("override") or keeps its own ("ignore").
 */
export const ReplaceElementRequest = z.object({
  elementId: Id,
  productId: Id,
  version: z.int().positive(),
  quantities: z.enum(["override", "ignore"]).optional(),
});
export type ReplaceElementRequest = z.infer<typeof ReplaceElementRequest>;
