import type { ElementChangeResponse, ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import { useQueryClient } from "@tanstack/react-query";
import { callKey } from "../../lib/server-state";
import { patchElements, patchListHead } from "./patch-element-change";

/**
 * A list's cached elements and header as the element changes use them: the version the next write sends, a
 * change's answer patched into both (the v2 change calls answer only what changed), and both read again after a
 * refused change (core spec 5).
 */
export function useElementChangeCache(listId: number) {
  const client = useQueryClient();
  const input = { params: { id: listId } };
  const key = callKey(listElementCalls.get, input);
  const headKey = callKey(productListCalls.get, input);
  return {
    key,
    version: () => (client.getQueryData(key) as ListElementsResponse | undefined)?.version ?? 1,
    patch: (answer: ElementChangeResponse) => {
      client.setQueryData(key, (current: ListElementsResponse | undefined) =>
        current ? patchElements(current, answer) : current,
      );
      client.setQueryData(headKey, (current: ProductList | undefined) =>
        current ? patchListHead(current, answer) : current,
      );
    },
    reload: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: headKey });
    },
  };
}
