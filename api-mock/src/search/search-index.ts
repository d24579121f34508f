import type { ProductFilter } from "@catalogue/core/api";
import { INFINITE_SCROLL_PAGE_SIZE } from "@catalogue/core/constants";
import { type AutocompleteResult, CareArea, type Page, type ProductCounter } from "@catalogue/core/model";
import { isAutocompleteTerm } from "@catalogue/core/rules";
import { Bitset } from "./bitset";
import { FacetIndex } from "./facet-index";
import type { SearchDocument } from "./search-document";
import type { FacetCounts, FacetQuery, SearchIndex, SearchQuery, Visibility } from "./search-types";
import { orderForIndex, SortOrders } from "./sort-orders";
import type { TextIndex } from "./text-index";
import { TextIndexBuilder } from "./text-index-builder";

/** How many hints an autocomplete answer lists (its totalCount still counts every match). */
export const AUTOCOMPLETE_HINT_LIMIT = 10;
/** Documents indexed between two yields of a background build. */
export const BUILD_SLICE_SIZE = 2_000;

/** What an index build may be given besides its documents. */
export interface SearchIndexOptions {
  /** The clock of autocomplete's load time, in ms. */
  now?: () => number;
}

function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What the build steps leave for the queries: the documents in hierarchy order and their indexes. */
interface BuiltIndexes {
  all: readonly SearchDocument[];
  textIndex: TextIndex;
  facets: FacetIndex;
  /** Per country key, the positions of the products without clearance there. */
  uncleared: ReadonlyMap<number, Bitset>;
  orders: SortOrders;
}

/**
 * The build as steps; each `yield` is a point where a background build lets readers run.
 * The same steps serve the synchronous build (tests, tools) and the sliced one (rebuilds while serving).
 */
export function* searchIndexBuildSteps(
  documents: readonly SearchDocument[],
  options: SearchIndexOptions = {},
): Generator<void, SearchIndex> {
  // Positions are hierarchy ranks (see `orderForIndex`): hierarchy order and relevance ties are bit order.
  const { documents: all, titlePlaces } = orderForIndex(documents);
  const text = new TextIndexBuilder();
  const facets = new FacetIndex(all.length);
  const uncleared = new Map<number, Bitset>();
  for (let position = 0; position < all.length; position++) {
    const document = all[position] as SearchDocument;
    text.add(position, document);
    facets.add(position, document);
    for (const key of document.unclearedIn ?? []) {
      const set = uncleared.get(key) ?? new Bitset(all.length);
      set.add(position);
      uncleared.set(key, set);
    }
    if ((position + 1) % BUILD_SLICE_SIZE === 0) yield;
  }
  const textIndex = text.finish(all.length);
  yield;
  const orders = new SortOrders(titlePlaces);
  yield;
  return searchIndexOver(
    { all, textIndex, facets, uncleared, orders },
    options.now ?? (() => performance.now()),
  );
}

/** How a request finds its documents: the visibility rule and the text and facet match. */
function matcherOver({ all, textIndex, facets, uncleared }: BuiltIndexes, everything: Bitset) {
  // Core spec 5: with the setting on, the products without clearance in the caller's country are never counted.
  const visibleIn = (base: Bitset, visibility: Visibility | undefined, into?: Bitset): Bitset => {
    const key = visibility?.hideUnclearedIn;
    const hidden = key === undefined ? undefined : uncleared.get(key);
    return hidden ? (into ?? new Bitset(all.length)).assignAnd(base, hidden, true) : base;
  };
  const matching = (
    search: string | undefined,
    filter: ProductFilter | undefined,
    visibility: Visibility | undefined,
    into?: Bitset,
  ) => {
    const textMatch = search ? textIndex.match(search) : undefined;
    const base = visibleIn(textMatch ? textMatch.positions : everything, visibility, into);
    return { textMatch, base, matched: facets.apply(filter ?? {}, base, undefined, into) };
  };
  return { visibleIn, matching };
}

/** The queries over a finished build. */
function searchIndexOver(built: BuiltIndexes, now: () => number): SearchIndex {
  const { all, facets, orders } = built;
  const at = (position: number): SearchDocument => all[position] as SearchDocument;
  const everything = Bitset.full(all.length);
  const byId = new Map(all.map((document) => [document.id, document]));
  const countersIn = (visible: Bitset) =>
    CareArea.options.map((careArea) => ({
      careArea,
      count: visible.countAnd(facets.setOf("careArea", careArea, false)),
    }));
  const counters = countersIn(everything);
  const { visibleIn, matching } = matcherOver(built, everything);
  // The set a request's intersections are made in (one per index, not one per filter). A request
  // runs start to end without yielding and keeps nothing of it, so the next request may overwrite it.
  const scratch = new Bitset(all.length);

  return {
    size: all.length,
    search(query: SearchQuery): Page<SearchDocument> {
      const { textMatch, matched } = matching(query.search, query.filter, query, scratch);
      // The routes validate page and size; here a negative or fractional one is floored into range, never thrown.
      const size = Math.max(0, Math.floor(query.size ?? INFINITE_SCROLL_PAGE_SIZE));
      const offset = Math.max(0, Math.floor(query.page ?? 0)) * size;
      const positions = orders.slice(query.sort ?? "DEFAULT_SORTING", matched, textMatch, offset, size);
      return { content: positions.map(at), totalCount: matched.count() };
    },
    facets(query: FacetQuery): FacetCounts {
      // The text and clearance in the index's scratch; the counts make their sets in the facet index's own.
      const { base } = matching(query.search, undefined, query, scratch);
      return facets.facets(query.filter ?? {}, base);
    },
    filterMatches(filter: ProductFilter, search?: string, visibility?: Visibility): number {
      return matching(search, filter, visibility, scratch).matched.count();
    },
    productCounters(visibility?: Visibility): ProductCounter[] {
      const visible = visibleIn(everything, visibility, scratch);
      return visible === everything ? counters.map((counter) => ({ ...counter })) : countersIn(visible);
    },
    autocomplete(term: string, visibility?: Visibility): AutocompleteResult {
      const started = now();
      if (!isAutocompleteTerm(term)) {
        return {
          searchText: term,
          content: [],
          totalCount: 0,
          loadTimeMs: roundToHundredths(now() - started),
        };
      }
      const { textMatch, matched } = matching(term, undefined, visibility, scratch);
      const positions = orders.slice("DEFAULT_SORTING", matched, textMatch, 0, AUTOCOMPLETE_HINT_LIMIT);
      const content = positions.map((position) => {
        const { id, title, subtitle, partNumber, imageId } = at(position);
        return { id, title, subtitle, partNumber, imageId };
      });
      const loadTimeMs = roundToHundredths(Math.max(0, now() - started));
      return { searchText: term, content, totalCount: matched.count(), loadTimeMs };
    },
    document(id: number): SearchDocument | undefined {
      return byId.get(id);
    },
  };
}

/** Builds the whole index at once (the caller waits; readers of this thread wait too). */
export function createSearchIndex(
  documents: readonly SearchDocument[],
  options?: SearchIndexOptions,
): SearchIndex {
  const steps = searchIndexBuildSteps(documents, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Builds the index in slices, pausing between them so that requests keep being served. */
export async function buildSearchIndex(
  documents: readonly SearchDocument[],
  options?: SearchIndexOptions & { pause?: () => Promise<void> },
): Promise<SearchIndex> {
  const pause = options?.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const steps = searchIndexBuildSteps(documents, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}
