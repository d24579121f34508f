import { ProductCard } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callQueryOptions, useClientConfig } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { queueAddition, useOfflineQueue } from "../offline-edits";
import { type OfflinePinnedList, OfflinePinnedListsView } from "./offline-pinned-lists-view";

/** Props of OfflinePinnedListsDialog. */
export type OfflinePinnedListsDialogProps = { product: ProductCard; onClose: () => void };

/**
 * Supplement 7 (offline sync): "add to list" without a connection. The pinned lists and their elements come from
 * the service worker's copies (a list not kept is not offered); the product chosen goes into the offline queue
 * as the list's own offline add does, so the list shows it as waiting and the sync sends it. The reads are
 * quiet: a copy the worker lacks is no error to report, only a list less.
 */
export default function OfflinePinnedListsDialog({ product, onClose }: OfflinePinnedListsDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useClientConfig();
  const queue = useOfflineQueue();
  const pinned = useQuery(callQueryOptions(config, productListCalls.pinned, {}));
  // Core spec 4.7: only the user's own lists take products (a shared or draft list is changed elsewhere).
  const lists = (pinned.data ?? []).filter((list) => list.type === "personal" && !list.draft);
  const elements = useQueries({
    queries: lists.map((list) => callQueryOptions(config, listElementCalls.get, { params: { id: list.id } })),
  });
  const offered: OfflinePinnedList[] = lists.map((list, index) => ({
    id: list.id,
    title: list.title,
    holds: queue.some(
      (change) => change.kind === "add" && change.listId === list.id && change.productId === product.id,
    )
      ? "waiting"
      : elements[index]?.data?.content.some((element) => element.productId === product.id)
        ? "yes"
        : "no",
  }));
  const add = (listId: number) => {
    // The queue keeps the card for the waiting row: the card's fields only, not a product page's whole answer.
    queueAddition(listId, ProductCard.parse(product));
    const list = lists.find((candidate) => candidate.id === listId)?.title ?? "";
    toast.show({ tone: "success", message: t("offline.pinnedAdd.added", { title: product.title, list }) });
    onClose();
  };
  return (
    <OfflinePinnedListsView
      productTitle={product.title}
      phase={pinned.isPending ? "loading" : "ready"}
      lists={offered}
      onAdd={add}
      onClose={onClose}
    />
  );
}
