import type { AddToListsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { ProductToAdd, SkippedProducts } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";

/**
 * The wizard's writes through the typed client. Not `useCallMutation`s: the wizard shows their failures itself
 * (a taken title under the field, a refused addition on the confirm step), so the shell's toast stays quiet.
 */
export function wizardCalls(config: ClientConfig) {
  return {
    /** Core spec 5: a new personal list; a taken title answers 460 INVALID_UNIQUE_VALUE. */
    createList: (title: string): Promise<ProductList> =>
      runCall(config, productListCalls.create, { body: { title, description: "" } }),
    /** Supplement 7: the products, each with its quantity and (only when set) CRP, to every chosen list. */
    addToLists: (
      listIds: readonly number[],
      products: readonly ProductToAdd[],
    ): Promise<AddToListsResponse> =>
      runCall(config, listElementCalls.addToLists, {
        body: {
          listIds: [...listIds],
          elements: products.map(({ productId, quantity, pricing }) =>
            pricing.crp == null ? { productId, quantity } : { productId, quantity, crp: pricing.crp },
          ),
        },
      }),
  };
}

/** Supplement 4: the server's report of skipped products, one group per list and reason, for core's machine. */
export function skippedOf(response: AddToListsResponse): SkippedProducts[] {
  return response.results.flatMap(({ listId, skipped }) =>
    (["DUPLICATE", "CURRENCY_MISMATCH"] as const)
      .map((reason) => ({
        listId,
        reason,
        productIds: skipped.filter((skip) => skip.reason === reason).map((skip) => skip.productId),
      }))
      .filter((group) => group.productIds.length > 0),
  );
}
