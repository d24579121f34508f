import type { ElementRow } from "./product-lists.repository";

/** How many lists' elements stay in memory (the oldest entry leaves first). */
const MAX_LISTS = 1_000;

/**
 * The element rows of recently read lists, each tagged with the list version
 * they were read at. Every write to a list's elements bumps its `version` first, in the same transaction
 * (`listsRepository.bump`), so an entry whose version differs from the list's current one is stale and is read
 * again: a write is visible on the next read without any write path having to call the cache. Rows are read
 * after the version, so an entry can only be newer than its tag (a miss later), never older (a stale hit).
 */
export class ListElementCache {
  private readonly entries = new Map<number, { version: number; rows: ElementRow[] }>();

  /** The cached rows of `listId` if they were read at `version`. */
  get(listId: number, version: number): ElementRow[] | undefined {
    const entry = this.entries.get(listId);
    return entry?.version === version ? entry.rows : undefined;
  }

  set(listId: number, version: number, rows: ElementRow[]): void {
    this.entries.delete(listId);
    this.entries.set(listId, { version, rows });
    if (this.entries.size > MAX_LISTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets everything (after a reseed, when list ids and versions start again). */
  clear(): void {
    this.entries.clear();
  }
}
