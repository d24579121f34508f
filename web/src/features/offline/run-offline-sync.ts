import type { ListElementsResponse, OfflineChange, OfflineChangeResult } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { offlineSyncCalls } from "@catalogue/core/api/catalogue/calls/offline-sync.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import {
  type OfflineSyncSummary,
  offlineSyncBatches,
  summarizeOfflineSync,
} from "@catalogue/core/rules/lists";
import type { QueryClient } from "@tanstack/react-query";
import { callKey } from "../../lib/server-state";
import { dropSent, offlineAddedProducts, offlineQueue, settleSent } from "../offline-edits";
import { rereadFromServer } from "./reread-from-server";

/**
 * A sync's summary with the names of the products it names, read from the cache before it is refreshed, and the
 * products added offline that the lists took.
 */
export type OfflineSyncOutcome = OfflineSyncSummary & {
  readonly titles: ReadonlyMap<number, string>;
  readonly added: readonly OfflineChange[];
};

function productTitles(client: QueryClient, changes: readonly OfflineChange[]): Map<number, string> {
  // Products added offline are on no cached list yet: their names come from the cards kept with the queue.
  const titles = new Map([...offlineAddedProducts()].map(([id, card]) => [id, card.title]));
  for (const listId of new Set(changes.map((change) => change.listId))) {
    const key = callKey(listElementCalls.get, { params: { id: listId } });
    const elements = client.getQueryData<ListElementsResponse>(key)?.content ?? [];
    for (const element of elements) titles.set(element.productId, element.product.title);
  }
  return titles;
}

let running: Promise<OfflineSyncOutcome> | undefined;

/**
 * Supplement 7: the sync, one at a time. A call while a sync runs joins it: a connection that flaps during a
 * sync (a read answered from the worker's copy, then one from the server) would otherwise start a second sync
 * with the edits not yet dropped, and send them twice (the second answer calling the first add a duplicate).
 */
export function runOfflineSync(client: QueryClient, config: ClientConfig): Promise<OfflineSyncOutcome> {
  running ??= sendQueue(client, config).finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * Sends the edits made offline through the offline sync call, in order and in batches; each batch
 * answered leaves the queue (a failure keeps the rest for the next connection and is thrown). Then the lists are
 * read again from the server, never from the service worker's copy, so they show the server's values when the
 * summary says what was merged; until then they show the sent edits, so no row falls back to its old copy.
 */
async function sendQueue(client: QueryClient, config: ClientConfig): Promise<OfflineSyncOutcome> {
  const sent = [...offlineQueue()];
  const titles = productTitles(client, sent);
  const results: OfflineChangeResult[] = [];
  try {
    for (const batch of offlineSyncBatches(sent)) {
      const answer = await runCall(config, offlineSyncCalls.sync, { body: { changes: batch } });
      dropSent(batch);
      results.push(...answer.results);
    }
  } finally {
    const reread = [
      listElementCalls.get,
      productListCalls.get,
      productListCalls.pinned,
      productListCalls.list,
    ];
    // The sent edits stay shown over the lists until these answers are in, then give way to them.
    await Promise.all(reread.map((entry) => rereadFromServer(client, config, entry))).finally(settleSent);
  }
  const summary = summarizeOfflineSync(sent, results);
  const unapplied = new Set(summary.unapplied.map(({ change }) => change.changeId));
  const added = sent.filter((change) => change.kind === "add" && !unapplied.has(change.changeId));
  return { ...summary, titles, added };
}
