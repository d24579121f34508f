// Supplement 7 (offline sync): edits of a list made offline wait in a queue and show over the cached lists.
export { cachedProducts } from "./cached-products";
export {
  dropSent,
  offlineAddedProducts,
  offlineQueue,
  queueAddition,
  settleSent,
} from "./offline-queue-store";
export { isOffline, queueElementEdit, queueingOffline } from "./queue-element-edit";
export { isWaitingAddition, withQueuedEdits } from "./queued-values";
export {
  useOfflineAddedProducts,
  useOfflineQueue,
  useOfflineShownEdits,
  useOnline,
} from "./use-offline-queue";
