import type { SearchDocument } from "./search-document";
import { buildSearchIndex, createSearchIndex, type SearchIndexOptions } from "./search-index";
import type { SearchIndex } from "./search-types";

/** Where a rebuild takes its documents from (the database, later). */
export type LoadDocuments = () => Promise<readonly SearchDocument[]> | readonly SearchDocument[];

/**
 * Holds the current index. A rebuild builds a new index in slices beside the old one and swaps
 * it in one assignment, so readers always see a whole index, the old one until the new one is complete.
 * Rebuilds asked for while one runs are merged into one more run afterwards, so the newest data always wins.
 */
export class SearchService {
  private index: SearchIndex;
  private running: Promise<SearchIndex> | undefined;
  private next: { load: LoadDocuments; done: Promise<SearchIndex> } | undefined;

  constructor(
    initial: readonly SearchDocument[] = [],
    private readonly options: SearchIndexOptions & { pause?: () => Promise<void> } = {},
  ) {
    this.index = createSearchIndex(initial, options);
  }

  /** The index to answer the current request with. */
  current(): SearchIndex {
    return this.index;
  }

  /** Whether a rebuild is under way or waiting for the one under way. */
  isRebuilding(): boolean {
    return this.running !== undefined || this.next !== undefined;
  }

  /** Rebuilds from `load` and resolves with the new index once it serves; failures keep the old. */
  rebuild(load: LoadDocuments): Promise<SearchIndex> {
    if (this.next) {
      this.next.load = load;
      return this.next.done;
    }
    if (!this.running) return this.start(load);
    const done = this.running
      .catch(() => undefined)
      .then(() => {
        const { load: newest } = this.next ?? { load };
        this.next = undefined;
        return this.start(newest);
      });
    this.next = { load, done };
    return done;
  }

  /** Marks the run as under way until it settles (also when `load` throws before its first await). */
  private start(load: LoadDocuments): Promise<SearchIndex> {
    const running = this.run(load);
    this.running = running;
    const clear = (): void => {
      if (this.running === running) this.running = undefined;
    };
    running.then(clear, clear);
    return running;
  }

  private async run(load: LoadDocuments): Promise<SearchIndex> {
    const next = await buildSearchIndex(await load(), this.options);
    this.index = next;
    return next;
  }
}
