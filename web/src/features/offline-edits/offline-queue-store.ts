import type { OfflineChange, ProductCard } from "@catalogue/core/api";
import { queueOfflineEdit } from "@catalogue/core/rules/lists";
import { createStore, del, get, set, type UseStore } from "idb-keyval";

const KEY = "edits";
const PRODUCTS_KEY = "products";
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

/**
 * The queue and the cards of the products it adds (the rows a list shows for them before the server has). The
 * edits a sync has sent leave the queue at once (so a closed tab never sends them twice) but stay shown, `settling`,
 * until the lists are read again: otherwise the rows would fall back to the copy from before the sync for a moment
 * (a waiting row gone, a quantity back at its old value) and then jump to the server's.
 */
type QueueState = {
  readonly edits: readonly OfflineChange[];
  readonly settling: readonly OfflineChange[];
  /** The edits the lists show over the server's last answer: those settling, then those waiting. */
  readonly shown: readonly OfflineChange[];
  readonly products: ReadonlyMap<number, ProductCard>;
};

let state: QueueState = { edits: [], settling: [], shown: [], products: new Map() };
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** A card is kept while an add of its product waits: the queue decides. */
const addedCards = (edits: readonly OfflineChange[], products: ReadonlyMap<number, ProductCard>) =>
  new Map(
    edits.flatMap((edit) => {
      const card = edit.kind === "add" ? products.get(edit.productId) : undefined;
      return card ? [[edit.productId, card] as const] : [];
    }),
  );

function publish(
  edits: readonly OfflineChange[],
  products = state.products,
  settling = state.settling,
): void {
  const shown = settling.length === 0 ? edits : [...settling, ...edits];
  state = { edits, settling, shown, products: addedCards(shown, products) };
  for (const listener of listeners) listener();
  const persisted = store();
  if (!persisted) return;
  // A failed write keeps the edits in memory for this page; the next edit writes them all again.
  const cards = [...addedCards(edits, state.products).values()];
  void Promise.all([
    edits.length === 0 ? del(KEY, persisted) : set(KEY, edits, persisted),
    cards.length === 0 ? del(PRODUCTS_KEY, persisted) : set(PRODUCTS_KEY, cards, persisted),
  ]).catch(() => {});
}

/** Reads the queue a former page left, once; edits made before it is read are kept after those. */
export function loadOfflineQueue(): Promise<void> {
  const persisted = store();
  if (!persisted) return Promise.resolve();
  loaded ??= Promise.all([get<OfflineChange[]>(KEY, persisted), get<ProductCard[]>(PRODUCTS_KEY, persisted)])
    .then(([stored, cards]) => {
      if (!stored?.length) return;
      const products = new Map([...(cards ?? []).map((card) => [card.id, card] as const), ...state.products]);
      publish(state.edits.reduce(queueOfflineEdit, [...stored]), products);
    })
    .catch(() => {});
  return loaded;
}

/** The edits waiting to be sent, oldest first. */
export const offlineQueue = (): readonly OfflineChange[] => state.edits;

/** The edits the lists show: those waiting and those a sync has sent and the lists do not show yet. */
export const offlineShownEdits = (): readonly OfflineChange[] => state.shown;

/** The cards of the products added offline (waiting or settling), by product id. */
export const offlineAddedProducts = (): ReadonlyMap<number, ProductCard> => state.products;

/** Supplement 7: queues one edit made offline (core's queue rule merges edits of one value). */
export function queueEdit(edit: OfflineChange): void {
  publish(queueOfflineEdit(state.edits, edit));
}

/**
 * Supplement 7: queues a product added offline, with the card its waiting row shows. Without a CRP the server
 * gives it the product's CRP for the caller, as the online add does.
 */
export function queueAddition(listId: number, card: ProductCard, quantity = 1): void {
  const edit: OfflineChange = { changeId: newChangeId(), kind: "add", listId, productId: card.id, quantity };
  publish(queueOfflineEdit(state.edits, edit), new Map([...state.products, [card.id, card]]));
}

/** Takes back a product added offline and not sent yet: nothing of it is sent. */
export function dropAddition(listId: number, productId: number): void {
  publish(state.edits.filter((edit) => edit.listId !== listId || edit.productId !== productId));
}

/**
 * Drops the edits a sync has sent; edits made meanwhile stay for the next one. The sent ones stay shown until
 * `settleSent` (the lists read again).
 */
export function dropSent(sent: readonly OfflineChange[]): void {
  const ids = new Set(sent.map((change) => change.changeId));
  const queued = new Set(state.edits.map((edit) => edit.changeId));
  const stillQueued = sent.filter((change) => queued.has(change.changeId));
  publish(
    state.edits.filter((change) => !ids.has(change.changeId)),
    state.products,
    [...state.settling, ...stillQueued],
  );
}

/** The lists have been read again after a sync: the sent edits are no longer shown over them. */
export function settleSent(): void {
  if (state.settling.length > 0) publish(state.edits, state.products, []);
}

export function subscribeOfflineQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new edit's id: unique in this browser, so the server's answer names each edit. */
export const newChangeId = (): string => crypto.randomUUID();
