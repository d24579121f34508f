import * as z from "zod";
import { Id } from "../model/common";
import { ProductGridSort } from "../model/enums";
import { EMAIL_ADDRESS_MAX } from "../rules/email.schema";
import { ValidationMessage } from "../rules/validation-messages";

/** Core spec 9: the most packages of one product a cart line may hold (the quantity bound). */
export const CART_QUANTITY_MAX = 999_999;

/** How many lines one cart may hold: a cart is a selection to quote, not the catalogue. */
export const CART_LINES_MAX = 200;

/** Core spec 3 / 9: one line of a cart: a product and how many packages of it. */
export const CartItem = z.object({ productId: Id, quantity: z.int().min(1).max(CART_QUANTITY_MAX) });
export type CartItem = z.infer<typeof CartItem>;

/** The longest line of the cart's query text: a 15-digit id, a colon, six digits and the comma. */
const CART_LINE_TEXT_MAX = 23;

// `productId:quantity`, the quantity 1 to 999999 (six digits, no leading zero).
const CART_ITEMS_TEXT = /^[1-9]\d{0,14}:[1-9]\d{0,5}(,[1-9]\d{0,14}:[1-9]\d{0,5})*$/;

/** Supplement 7 (GET /products/cart-values): the cart as query text, `12:3,40:1` (product id : packages). */
export const CartValuesQuery = z.object({
  items: z
    .string()
    .max(CART_LINES_MAX * CART_LINE_TEXT_MAX)
    .regex(CART_ITEMS_TEXT, ValidationMessage.invalidFormat)
    .refine((text) => text.split(",").length <= CART_LINES_MAX, ValidationMessage.arrayMax),
});
export type CartValuesQuery = z.infer<typeof CartValuesQuery>;

/** Reads the query text of a cart (already checked by `CartValuesQuery`) into its lines, in the order given. */
export function parseCartItems(text: string): CartItem[] {
  return text.split(",").map((pair) => {
    const [productId, quantity] = pair.split(":").map(Number);
    return { productId: productId ?? 0, quantity: quantity ?? 0 };
  });
}

/**
 * Core spec 6 / 9: one priced line of a cart. `unitPrice` and `totalPrice` are there only for callers allowed
 * prices (absent otherwise, never null-filled, like the cards); a product without a price has a null unit price.
 */
export const CartLine = z.object({
  productId: Id,
  title: z.string(),
  partNumber: z.string().nullable(),
  quantity: z.int().min(1).max(CART_QUANTITY_MAX),
  unitPrice: z.number().nullable().optional(),
  totalPrice: z.number().optional(),
});
export type CartLine = z.infer<typeof CartLine>;

/**
 * Supplement 7 (GET /products/cart-values): the lines of the products the catalogue knows (unknown ids are left
 * out), the packages in all, and, only for callers allowed prices, the total (core spec 9: quantity times price).
 */
export const CartValues = z.object({
  lines: z.array(CartLine),
  totalQuantity: z.int().nonnegative(),
  totalAmount: z.number().optional(),
});
export type CartValues = z.infer<typeof CartValues>;

/** Supplement 7 (POST /products/send-cart): the cart mailed to addresses of the maker's domain, with a note. */
export const SendCartRequest = z.object({
  recipients: z.array(z.string().min(1).max(EMAIL_ADDRESS_MAX)).min(1).max(20),
  note: z.string().max(500).optional().default(""),
  items: z.array(CartItem).min(1).max(CART_LINES_MAX),
});
export type SendCartRequest = z.infer<typeof SendCartRequest>;

/** Supplement 7 (POST /products/send-cart): how many mails went out and how many cart lines they held. */
export const SendCartResponse = z.object({
  mails: z.int().nonnegative(),
  lines: z.int().nonnegative(),
});
export type SendCartResponse = z.infer<typeof SendCartResponse>;

/** Supplement 7 (GET /products/list): a page of the whole catalogue, no text or filters; `page` zero-based. */
export const ProductCataloguePageQuery = z.object({
  sort: ProductGridSort.optional(),
  page: z.coerce.number().int().nonnegative().optional(),
  size: z.coerce.number().int().positive().max(100).optional(),
});
export type ProductCataloguePageQuery = z.infer<typeof ProductCataloguePageQuery>;

/** Supplement 7 (v3 GET and PUT /products/sorting): the caller's chosen grid sort (core spec 4.1). */
export const ProductSorting = z.object({ sort: ProductGridSort });
export type ProductSorting = z.infer<typeof ProductSorting>;
