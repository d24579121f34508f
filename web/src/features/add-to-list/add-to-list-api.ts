import type { AddToListsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { ProductList } from "@catalogue/core/model";

/**
 * The dialog's writes through the typed client. They are not `useCallMutation`s: the dialog shows their failures
 * itself (a taken title under the field, a refused addition in core's add-to-lists machine), so they do not go
 * to the shell's toast as well. The caller invalidates the lists afterwards.
 */
export function addToListCalls(config: ClientConfig) {
  return {
    /** Core spec 5: a new personal list; a taken title answers 460 INVALID_UNIQUE_VALUE. */
    createList: (title: string): Promise<ProductList> =>
      runCall(config, productListCalls.create, { body: { title, description: "" } }),
    /** Supplement 7: products to several lists; per list what was added and skipped. */
    addToLists: (listIds: readonly number[], productIds: readonly number[]): Promise<AddToListsResponse> =>
      runCall(config, listElementCalls.addToLists, {
        body: {
          listIds: [...listIds],
          elements: productIds.map((productId) => ({ productId, quantity: 1 })),
        },
      }),
  };
}
