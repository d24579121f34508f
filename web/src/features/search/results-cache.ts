import type { ProductCard } from "@catalogue/core/api";
import type { InfiniteScrollSnapshot } from "../../ui/infinite-scroll/infinite-scroll";

/** What a results page had loaded, kept per history entry so that "back" can show it at once. */
export interface ResultsSnapshot {
  readonly listKey: string;
  readonly total: number;
  readonly list: InfiniteScrollSnapshot<ProductCard>;
}

const MAX_ENTRIES = 20;
const snapshots = new Map<string, ResultsSnapshot>();

/**
 * Core spec 2.2: the scroll position of search results is kept when returning. The browser can only restore it
 * when the pages are there at once, so the loaded cards are kept in memory per history entry (a few entries).
 */
export function keepResults(entryKey: string, snapshot: ResultsSnapshot): void {
  snapshots.delete(entryKey);
  snapshots.set(entryKey, snapshot);
  if (snapshots.size > MAX_ENTRIES) snapshots.delete(snapshots.keys().next().value as string);
}

/** The kept results of a history entry when they belong to the same search. */
export function keptResults(entryKey: string, listKey: string): ResultsSnapshot | undefined {
  const kept = snapshots.get(entryKey);
  return kept?.listKey === listKey ? kept : undefined;
}
