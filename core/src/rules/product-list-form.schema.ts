import * as z from "zod";
import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX } from "../constants";
import { ValidationMessage } from "./validation-messages";

/** Core spec 5 "Product list form": a title, required after trimming, at most 200 characters. */
export const ProductListTitle = z
  .string()
  .trim()
  .min(1, { error: ValidationMessage.required })
  .max(LIST_TITLE_MAX, { error: ValidationMessage.maxLength });
export type ProductListTitle = z.infer<typeof ProductListTitle>;

/** Core spec 5 "Product list form": an optional description of at most 500 characters. */
export const ProductListDescription = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, { error: ValidationMessage.maxLength });
export type ProductListDescription = z.infer<typeof ProductListDescription>;

/** Core spec 5 "Product list form": create or edit a list (uniqueness of the name is the server's check). */
export const ProductListForm = z.object({
  title: ProductListTitle,
  description: ProductListDescription.optional().default(""),
});
export type ProductListForm = z.infer<typeof ProductListForm>;
