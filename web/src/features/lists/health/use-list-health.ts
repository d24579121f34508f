import type { HealthProduct, ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callKey, useCallMutation, useCallQuery } from "../../../lib/server-state";
import { useToast } from "../../../ui/toast/toast-provider";

/** A replacement asked for: the flagged product and the alternative chosen. */
export type Replacement = { product: HealthProduct; alternativeId: number };

/**
 * Core spec 4.2 / 4.7 (list health check) for one list: what changed since the last acknowledged open, marking it
 * seen, and replacing a flagged product with an alternative (quantity kept). A replacement refused because the
 * alternative is already on the list is kept as `duplicate`, for the user to merge or leave.
 */
export function useListHealth(listId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const input = { params: { id: listId } };
  const health = useCallQuery(productListCalls.health, input, { keepsScreen: true });
  const version = () =>
    (client.getQueryData(callKey(listElementCalls.get, input)) as ListElementsResponse | undefined)
      ?.version ?? 1;
  const seen = useCallMutation(productListCalls.healthSeen, {
    input: () => input,
    invalidates: [productListCalls.health],
  });
  const [duplicate, setDuplicate] = useState<Replacement | null>(null);
  const replace = useCallMutation(listElementCalls.replace, {
    input: ({ product, alternativeId, merge }: Replacement & { merge?: boolean }) => ({
      params: { id: listId },
      body: {
        elementId: product.elementId,
        productId: alternativeId,
        version: version(),
        ...(merge ? { quantities: "override" as const } : {}),
      },
    }),
    invalidates: [listElementCalls.get, productListCalls.get, productListCalls.health],
    scope: `list-elements-${listId}`,
  });
  const titleOf = ({ product, alternativeId }: Replacement) =>
    product.alternatives.find((alternative) => alternative.id === alternativeId)?.title ?? "";
  const run = (replacement: Replacement, merge = false) =>
    replace.mutate(
      { ...replacement, merge },
      {
        onSuccess: () => {
          setDuplicate(null);
          toast.show({
            tone: "success",
            message: t("listHealth.replaced", {
              product: replacement.product.title,
              alternative: titleOf(replacement),
            }),
          });
        },
        onError: (failure) => {
          if (failure._tag === "BusinessError" && failure.resultKey === "PRODUCT_ALREADY_ADDED")
            setDuplicate(replacement);
        },
      },
    );
  return {
    health: health.data,
    seen: () => seen.mutate(undefined),
    seeing: seen.isPending,
    replace: run,
    replacing: replace.isPending ? (replace.variables?.product.elementId ?? null) : null,
    duplicate,
    duplicateTitle: duplicate ? titleOf(duplicate) : "",
    merge: () => duplicate && run(duplicate, true),
    cancelMerge: () => setDuplicate(null),
  };
}
