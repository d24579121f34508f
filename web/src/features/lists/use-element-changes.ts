import type { ListElementsResponse } from "@catalogue/core/api";
import {
  listElementCalls,
  listElementVersionedCalls,
} from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { optimistic, useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { queueElementEdit, queueingOffline } from "../offline-edits";
import { useElementChangeCache } from "./use-element-change-cache";

/** A change of one element: which element and its new value. */
export type ElementChange = { elementId: number; value: number | null };

type ElementField = "quantity" | "crp";

const withValue = (answer: ListElementsResponse, field: ElementField, change: ElementChange) => ({
  ...answer,
  content: answer.content.map((element) =>
    element.id !== change.elementId
      ? element
      : field === "quantity"
        ? { ...element, quantity: change.value ?? 0 }
        : { ...element, pricing: { ...element.pricing, crp: change.value } },
  ),
});

/**
 * A refused change may leave the row's value where it was, so its input would keep the refused text: the row's
 * count of refusals remounts its inputs with the value the server has. A 428 is silent in the error policy, so
 * the user is told here.
 */
function useRefusals() {
  const { t } = useTranslation();
  const toast = useToast();
  const [refusals, setRefusals] = useState<Readonly<Record<number, number>>>({});
  const onError = (failure: { _tag: string }, change: ElementChange | number) => {
    const elementId = typeof change === "number" ? change : change.elementId;
    setRefusals((current) => ({ ...current, [elementId]: (current[elementId] ?? 0) + 1 }));
    if (failure._tag === "OptimisticLock") {
      toast.show({ tone: "warning", message: t("lists.details.changedElsewhere") });
    }
  };
  return { refusals, onError };
}

/**
 * Core spec 5 (lists): quantity and CRP changes of a list's elements, one request per element with the version
 * last read. The row changes at once; a failure sets it back. A quantity or CRP change answers with what changed
 * (the v2 calls), which is patched into the cached elements and list header, so nothing is read again; after a
 * failure both are read again (core spec 5). A 428 (the list changed elsewhere) is silent in the error policy, so
 * the user is told here; rows the user is still typing in keep their text (the inputs commit only on blur or
 * Enter).
 */
export function useElementChanges(listId: number) {
  const client = useQueryClient();
  const input = { params: { id: listId } };
  const cache = useElementChangeCache(listId);
  const { key, version } = cache;
  // The writes of one list run one after the other (`scope`); each reads the version when it starts, and the
  // answer's version is in the cache before the next one starts.
  const scope = `list-elements-${listId}`;
  const onAnswer = (answer: ListElementsResponse) =>
    client.setQueryData(key, (current: ListElementsResponse | undefined) =>
      current ? { ...current, version: answer.version } : answer,
    );
  const { refusals, onError } = useRefusals();
  // Core spec 5: after a failed quantity or CRP change the list is read again (their calls invalidate nothing).
  // A change that got no answer at all was made as the connection went: it waits in the offline queue like the
  // ones after it (its optimistic value is set back first, so the queue reads the value before it as its base).
  const onChangeError = (field: ElementField) => (failure: { _tag: string }, change: ElementChange) => {
    if (failure._tag === "Offline") return queueElementEdit(client, listId, field, change);
    onError(failure, change);
    cache.reload();
  };
  const invalidates = [listElementCalls.get, productListCalls.get];
  const quantity = useCallMutation(listElementVersionedCalls.changeQuantityV2, {
    input: (change: ElementChange) => ({
      params: { id: listId },
      body: { elementId: change.elementId, value: change.value ?? 0, version: version() },
    }),
    invalidates: [],
    scope,
    keepsOffline: true,
    onAnswer: cache.patch,
    optimistic: [
      optimistic(listElementCalls.get, input, (answer, change: ElementChange) =>
        withValue(answer, "quantity", change),
      ),
    ],
  });
  const crp = useCallMutation(listElementVersionedCalls.changeCrpV2, {
    input: (change: ElementChange) => ({
      params: { id: listId },
      body: { elementId: change.elementId, value: change.value, version: version() },
    }),
    invalidates: [],
    scope,
    keepsOffline: true,
    onAnswer: cache.patch,
    optimistic: [
      optimistic(listElementCalls.get, input, (answer, change: ElementChange) =>
        withValue(answer, "crp", change),
      ),
    ],
  });
  const remove = useCallMutation(listElementCalls.remove, {
    input: (elementId: number) => ({
      params: { id: listId },
      body: { ids: [elementId], version: version() },
    }),
    invalidates: [...invalidates, productListCalls.list],
    scope,
    onAnswer,
    optimistic: [
      optimistic(listElementCalls.get, input, (answer, elementId: number) => ({
        ...answer,
        content: answer.content.filter((element) => element.id !== elementId),
        totalCount: answer.totalCount - 1,
      })),
    ],
  });
  // Offline, a quantity or CRP waits in the offline queue and is sent when the connection returns.
  return queueingOffline(client, listId, {
    refusals,
    changeQuantity: (change: ElementChange) =>
      quantity.mutate(change, { onError: onChangeError("quantity") }),
    changeCrp: (change: ElementChange) => crp.mutate(change, { onError: onChangeError("crp") }),
    remove: (elementId: number) => remove.mutate(elementId, { onError }),
  });
}
