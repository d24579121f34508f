import type { Id } from "../model/common";
import { partitionDuplicates } from "../rules/lists/partition-duplicates";
import type { DuplicateResolution } from "../rules/lists/resolve-duplicate-conflict";

/** Core spec 3: a product as it is added to a list, with the amount and price the user set. */
export interface ProductToAdd {
  readonly productId: Id;
  readonly quantity: number;
  readonly pricing: { readonly crp: number | null };
}

/** Core spec 3: a target list as the wizard needs it: its currency and the products it already holds. */
export interface TargetList {
  readonly id: Id;
  readonly title: string;
  readonly currency: string;
  readonly productIds: readonly Id[];
}

/** Core spec 4.7: what is sent to one list; `resolution` is set when the user resolved a duplicate conflict. */
export interface ListAddition {
  readonly listId: Id;
  readonly elements: readonly ProductToAdd[];
  readonly resolution?: DuplicateResolution;
}

/** Supplement 4: why products were skipped on a list; a plan only ever skips duplicates. */
export type SkipReason = "DUPLICATE" | "CURRENCY_MISMATCH";

/**
 * Core spec 4.7 / supplement 4: the products skipped on one list, because it already held them or (reported by the
 * server) because the list is in another currency. Without a reason they were duplicates.
 */
export interface SkippedProducts {
  readonly listId: Id;
  readonly productIds: readonly Id[];
  readonly reason?: SkipReason;
}

/**
 * Core spec 4.7: the additions to several lists, where duplicates are skipped (and reported), never sent.
 */
export function planAdditions(
  lists: readonly TargetList[],
  products: readonly ProductToAdd[],
): { additions: ListAddition[]; skipped: SkippedProducts[] } {
  const additions: ListAddition[] = [];
  const skipped: SkippedProducts[] = [];
  for (const list of lists) {
    const { accepted, duplicates } = partitionDuplicates(list.productIds, products);
    if (accepted.length > 0) additions.push({ listId: list.id, elements: accepted });
    if (duplicates.length > 0)
      skipped.push({ listId: list.id, productIds: duplicates.map((product) => product.productId) });
  }
  return { additions, skipped };
}

/** Core spec 4.7: whether a list already holds one of the products (a move then opens the conflict dialog). */
export function holdsAnyOf(list: TargetList, products: readonly ProductToAdd[]): boolean {
  return partitionDuplicates(list.productIds, products).duplicates.length > 0;
}
