import type { ListElementsResponse, OfflineChange } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import type { QueryClient } from "@tanstack/react-query";
import { isOnline } from "../../lib/connection-state";
import { callKey } from "../../lib/server-state";
import { dropAddition, newChangeId, queueEdit } from "./offline-queue-store";
import { isWaitingAddition } from "./queued-values";

/** Whether an edit must wait in the queue: the app does not reach the server (src/lib/connection-state.ts). */
export const isOffline = (): boolean => !isOnline();

type ElementEdit = { elementId: number; value: number | null };

/**
 * The queued edit of one element's quantity or CRP: with its base, the value the server last answered for it
 * (the cached elements hold the server's values; the queue's own are laid over them when shown). A product added
 * offline has no base: its row's id names the product, and core's queue rule folds the edit into the add.
 */
function valueEdit(
  client: QueryClient,
  listId: number,
  kind: "quantity" | "crp",
  change: ElementEdit,
): OfflineChange | undefined {
  if (isWaitingAddition({ id: change.elementId })) {
    const head = { changeId: newChangeId(), listId, productId: -change.elementId };
    return kind === "quantity"
      ? { ...head, kind, base: 0, value: change.value ?? 0 }
      : { ...head, kind, base: null, value: change.value };
  }
  const key = callKey(listElementCalls.get, { params: { id: listId } });
  const element = client
    .getQueryData<ListElementsResponse>(key)
    ?.content.find((candidate) => candidate.id === change.elementId);
  if (!element) return undefined;
  const head = { changeId: newChangeId(), listId, productId: element.productId };
  return kind === "quantity"
    ? { ...head, kind, base: element.quantity, value: change.value ?? 0 }
    : { ...head, kind, base: element.pricing.crp ?? null, value: change.value };
}

/**
 * Supplement 7: an element's quantity or CRP changed offline goes into the queue. Nothing is sent now; the
 * indicator counts it.
 */
export function queueElementEdit(
  client: QueryClient,
  listId: number,
  kind: "quantity" | "crp",
  change: ElementEdit,
): void {
  const edit = valueEdit(client, listId, kind, change);
  if (edit) queueEdit(edit);
}

type ElementChanges = {
  changeQuantity: (change: ElementEdit) => void;
  changeCrp: (change: ElementEdit) => void;
  remove: (elementId: number) => void;
};

/**
 * A list's quantity and CRP changes that, offline, go into the queue instead of to the server. A product added
 * offline lives only in the queue, online too until it is sent: its edits go there, and removing it takes the
 * addition back.
 */
export function queueingOffline<T extends ElementChanges>(
  client: QueryClient,
  listId: number,
  changes: T,
): T {
  const queued = (elementId: number) => isOffline() || isWaitingAddition({ id: elementId });
  return {
    ...changes,
    changeQuantity: (change) =>
      queued(change.elementId)
        ? queueElementEdit(client, listId, "quantity", change)
        : changes.changeQuantity(change),
    changeCrp: (change) =>
      queued(change.elementId) ? queueElementEdit(client, listId, "crp", change) : changes.changeCrp(change),
    remove: (elementId) =>
      isWaitingAddition({ id: elementId }) ? dropAddition(listId, -elementId) : changes.remove(elementId),
  };
}
