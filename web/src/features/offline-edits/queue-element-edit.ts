import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import type { QueryClient } from "@tanstack/react-query";
import { callKey } from "../../lib/server-state";
import { newChangeId, queueEdit } from "./offline-queue-store";

/** Whether an edit must wait in the queue: the browser says it has no connection. */
export const isOffline = (): boolean => !navigator.onLine;

/**
 * Supplement 7: an element's quantity or CRP changed offline goes into the queue with its base, the value the
 * server last answered for it (the cached elements hold the server's values; the queue's own are laid over them
 * when shown). Nothing is sent now; the indicator counts it.
 */
export function queueElementEdit(
  client: QueryClient,
  listId: number,
  kind: "quantity" | "crp",
  change: { elementId: number; value: number | null },
): void {
  const key = callKey(listElementCalls.get, { params: { id: listId } });
  const element = client
    .getQueryData<ListElementsResponse>(key)
    ?.content.find((candidate) => candidate.id === change.elementId);
  if (!element) return;
  const head = { changeId: newChangeId(), listId, productId: element.productId };
  queueEdit(
    kind === "quantity"
      ? { ...head, kind, base: element.quantity, value: change.value ?? 0 }
      : { ...head, kind, base: element.pricing.crp ?? null, value: change.value },
  );
}

type ElementEdit = { elementId: number; value: number | null };
type ValueChanges = {
  changeQuantity: (change: ElementEdit) => void;
  changeCrp: (change: ElementEdit) => void;
};

/** A list's quantity and CRP changes that, offline, go into the queue instead of to the server. */
export function queueingOffline<T extends ValueChanges>(client: QueryClient, listId: number, changes: T): T {
  return {
    ...changes,
    changeQuantity: (change) =>
      isOffline() ? queueElementEdit(client, listId, "quantity", change) : changes.changeQuantity(change),
    changeCrp: (change) =>
      isOffline() ? queueElementEdit(client, listId, "crp", change) : changes.changeCrp(change),
  };
}
