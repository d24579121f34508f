import type { OfflineChange } from "@catalogue/core/api";
import { queueOfflineEdit } from "@catalogue/core/rules/lists";
import { createStore, del, get, set, type UseStore } from "idb-keyval";

const KEY = "edits";
let database: UseStore | null | undefined;

/**
 * Where the queue lives: IndexedDB, so edits made offline survive a reload or a closed tab. Without it (a browser
 * that refuses storage) the queue lives in the page only.
 */
function store(): UseStore | null {
  if (database === undefined) {
    database = typeof indexedDB === "undefined" ? null : createStore("catalogue-offline", "queue");
  }
  return database;
}

let queue: readonly OfflineChange[] = [];
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly OfflineChange[]): void {
  queue = next;
  for (const listener of listeners) listener();
  const persisted = store();
  if (!persisted) return;
  // A failed write keeps the edits in memory for this page; the next edit writes them all again.
  void (next.length === 0 ? del(KEY, persisted) : set(KEY, next, persisted)).catch(() => {});
}

/** Reads the queue a former page left, once; edits made before it is read are kept after those. */
export function loadOfflineQueue(): Promise<void> {
  const persisted = store();
  if (!persisted) return Promise.resolve();
  loaded ??= get<OfflineChange[]>(KEY, persisted)
    .then((stored) => {
      if (stored?.length) publish(stored.reduce(queueOfflineEdit, [...queue]));
    })
    .catch(() => {});
  return loaded;
}

/** The edits waiting to be sent, oldest first. */
export const offlineQueue = (): readonly OfflineChange[] => queue;

/** Supplement 7: queues one edit made offline (core's queue rule merges edits of one value). */
export function queueEdit(edit: OfflineChange): void {
  publish(queueOfflineEdit(queue, edit));
}

/** Drops the edits a sync has sent; edits made meanwhile stay for the next one. */
export function dropSent(sent: readonly OfflineChange[]): void {
  const ids = new Set(sent.map((change) => change.changeId));
  publish(queue.filter((change) => !ids.has(change.changeId)));
}

export function subscribeOfflineQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new edit's id: unique in this browser, so the server's answer names each edit. */
export const newChangeId = (): string => crypto.randomUUID();
