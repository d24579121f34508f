import * as z from "zod";
import { Id, Money } from "./common";
import { ProductSummary } from "./product";

/**
 * Core spec 3: the pricing of one list element. Price fields are absent for viewers who may not see prices;
 * the piece counts are always there (total pieces = quantity x pieces per package).
 */
export const ListElementPricing = z.object({
  crp: Money.nullable().optional(),
  discount: z.number().min(0).max(100).nullable().optional(),
  netPrice: Money.nullable().optional(),
  totalPrice: Money.nullable().optional(),
  /** Core spec 2.3 (list details): the product's local list and global reference prices in the list's country. */
  localListPrice: Money.nullable().optional(),
  globalReferencePrice: Money.nullable().optional(),
  totalPieces: z.int().nonnegative(),
  piecesPerPackage: z.int().positive(),
  packagesPerDelivery: z.int().positive(),
});
export type ListElementPricing = z.infer<typeof ListElementPricing>;

/** Core spec 3: one product on a list, `quantity` counted in packages, ordered by `sortOrder`. */
export const ListElement = z.object({
  id: Id,
  listId: Id,
  productId: Id,
  product: ProductSummary.optional(),
  quantity: z.int().nonnegative(),
  sortOrder: z.int().nonnegative(),
  pricing: ListElementPricing,
});
export type ListElement = z.infer<typeof ListElement>;
