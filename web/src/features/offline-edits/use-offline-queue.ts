import type { OfflineChange } from "@catalogue/core/api";
import { useEffect, useSyncExternalStore } from "react";
import { isOnline, subscribeConnection } from "../../lib/connection-state";
import {
  loadOfflineQueue,
  offlineAddedProducts,
  offlineQueue,
  offlineShownEdits,
  subscribeOfflineQueue,
} from "./offline-queue-store";

/** The edits waiting to be sent, kept current; reads a queue left by an earlier page once. */
export function useOfflineQueue(): readonly OfflineChange[] {
  useEffect(() => void loadOfflineQueue(), []);
  return useSyncExternalStore(subscribeOfflineQueue, offlineQueue);
}

/**
 * The edits the lists show over the server's answers: those waiting, and those a sync has sent until the lists
 * are read again (so the rows go from the user's values straight to the server's).
 */
export function useOfflineShownEdits(): readonly OfflineChange[] {
  useEffect(() => void loadOfflineQueue(), []);
  return useSyncExternalStore(subscribeOfflineQueue, offlineShownEdits);
}

/** The cards of the products added offline and not yet shown by the server's answer, by product id. */
export function useOfflineAddedProducts() {
  return useSyncExternalStore(subscribeOfflineQueue, offlineAddedProducts);
}

/**
 * Whether the app reaches the server: the browser's `online` and `offline` events, and whether the last request
 * got an answer (src/lib/connection-state.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline);
}
