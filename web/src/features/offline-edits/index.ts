// Supplement 7 (offline sync): edits of a list made offline wait in a queue and show over the cached lists.
export { dropSent, offlineQueue } from "./offline-queue-store";
export { isOffline, queueElementEdit, queueingOffline } from "./queue-element-edit";
export { withQueuedEdits } from "./queued-values";
export { useOfflineQueue, useOnline } from "./use-offline-queue";
