import type { DynamicFilters } from "@catalogue/core/api";
import type { SearchIndex, Visibility } from "../../search";
import { KeptBytes, type KeptEntry } from "./kept-bytes";

/**
 * How many facet answers are kept: about 4 kB of JSON each at 50,000 products, so about a thousand. Enough for
 * the queries many callers ask alike (a care area picked in the finder, with no text: the widest count there is);
 * not meant to hold every text ever typed.
 */
const KEPT_FACETS = { entries: 2_000, bytes: 4 * 1024 * 1024 };

const encoder = new TextEncoder();

/** What a facet answer is taken for: the request's text and filter as sent, and what the caller may see. */
export interface FacetRequest extends Visibility {
  search: string | undefined;
  filter: string | undefined;
}

/**
 * Facet counts as the JSON bytes they are sent as (supplement 7, dynamic filters), so the same counts asked again
 * are a lookup instead of the count over every matching product, `JSON.stringify` and compression (the bytes are
 * compressed once, see `sendKeptJson`). The counts depend on nothing but the search index, the text, the filter
 * and the visibility: an index never changes once built (a reload swaps in a new one), so the entries are kept
 * per index and go with it when another one serves.
 */
export class FacetAnswers {
  // By index, weakly: an index swapped out leaves memory with its counts, without waiting for the next request.
  private readonly byIndex = new WeakMap<SearchIndex, KeptBytes<KeptEntry>>();

  /**
   * The answer of `request` on `index`: kept, or built by `count` (which validates the filter, so only valid
   * requests are kept) and kept for the next caller.
   */
  answer(index: SearchIndex, request: FacetRequest, count: () => DynamicFilters): Uint8Array<ArrayBuffer> {
    let answers = this.byIndex.get(index);
    if (!answers) {
      answers = new KeptBytes<KeptEntry>(KEPT_FACETS);
      this.byIndex.set(index, answers);
    }
    // The raw text and filter: two spellings of one filter are two entries, never one entry for two filters.
    const key = JSON.stringify([
      request.hideUnclearedIn ?? null,
      request.search ?? null,
      request.filter ?? null,
    ]);
    const kept = answers.get(key);
    if (kept) return kept.body;
    const body = encoder.encode(JSON.stringify(count()));
    answers.set({ key, body });
    return body;
  }
}
