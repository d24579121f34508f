import type { OfflineChange } from "@catalogue/core/api";
import { useEffect, useSyncExternalStore } from "react";
import { loadOfflineQueue, offlineQueue, subscribeOfflineQueue } from "./offline-queue-store";

/** The edits waiting to be sent, kept current; reads a queue left by an earlier page once. */
export function useOfflineQueue(): readonly OfflineChange[] {
  useEffect(() => void loadOfflineQueue(), []);
  return useSyncExternalStore(subscribeOfflineQueue, offlineQueue);
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser says it has a connection (it changes with the `online` and `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
