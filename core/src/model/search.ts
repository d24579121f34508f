import * as z from "zod";
import { Id } from "./common";
import { CareArea } from "./enums";

/** Supplement 3: one autocomplete hint, a product the typed text matches (with its part number, as a card). */
export const AutocompleteHint = z.object({
  id: Id,
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  partNumber: z.string().min(1),
  imageId: z.string().nullable(),
});
export type AutocompleteHint = z.infer<typeof AutocompleteHint>;

/** Supplement 3: an autocomplete answer: the search text, hints, their total and the load time in ms (2 decimals). */
export const AutocompleteResult = z.object({
  searchText: z.string(),
  content: z.array(AutocompleteHint),
  totalCount: z.int().nonnegative(),
  loadTimeMs: z.number().nonnegative(),
});
export type AutocompleteResult = z.infer<typeof AutocompleteResult>;

/** Core spec 2.3 / supplement 7 (GET /products/product-counters): how many products a care area holds. */
export const ProductCounter = z.object({ careArea: CareArea, count: z.int().nonnegative() });
export type ProductCounter = z.infer<typeof ProductCounter>;
