import { formatProductFilter, type ProductCard, type ProductFilter } from "@catalogue/core/api";
import type { CallInput } from "@catalogue/core/api/catalogue";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import type { CardSize } from "@catalogue/core/model";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useCallQuery, useFetchCall } from "../../lib/server-state";
import type { InfiniteScrollSnapshot } from "../../ui/infinite-scroll/infinite-scroll";
import { productHref, useFavouriteMarks, useViewer } from "../catalogue";
import { readCardSize, storeCardSize } from "./card-size-store";
import { keepResults, keptResults } from "./results-cache";
import type { ResultsState } from "./search-results-view";
import { readSearchState, type SearchState, searchParamsOf } from "./search-url-state";
import { useResultsSelection } from "./use-results-selection";

/** Supplement 7: the text and filters as the search calls take them (empty ones left out). */
function searchQuery(search: string, filter: ProductFilter): { search?: string; filter?: string } {
  const text = formatProductFilter(filter);
  return { ...(search.trim() === "" ? {} : { search }), ...(text === "" ? {} : { filter: text }) };
}

/** The dynamic filters call's input for a search state. */
export function filtersInput(state: SearchState): CallInput<typeof productCalls.dynamicFilters> {
  return { query: searchQuery(state.search, state.filter) };
}

/** The search call's input for page `page` (from 0) of `size` cards of a search state. */
export function searchPageInput(
  state: SearchState,
  page: number,
  size: number,
): CallInput<typeof productCalls.search> {
  return { query: { ...searchQuery(state.search, state.filter), sort: state.sort, page, size } };
}

/**
 * The search results' state: the search in the URL, the dynamic filters, the result count, the card size,
 * the pages (an answer of one product opens it) and the snapshot kept for the way back.
 */
export function useSearchResults() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const fetchCall = useFetchCall();
  const state = useMemo(() => readSearchState(params), [params]);
  const listKey = searchParamsOf(state).toString();
  const kept = keptResults(location.key, listKey);
  const [results, setResults] = useState<ResultsState>(
    kept ? { kind: "some", total: kept.total } : { kind: "loading" },
  );
  const [cardSize, setCardSize] = useState<CardSize>(() => readCardSize());
  const favourites = useFavouriteMarks();
  const { selection, wizard } = useResultsSelection(viewer);

  const filters =
    useCallQuery(productCalls.dynamicFilters, filtersInput(state), { keepsPrevious: true }).data ?? null;

  const setState = (next: Partial<SearchState>) => setParams(searchParamsOf({ ...state, ...next }));

  // The list starts afresh for each search: its count is known once page 0 answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  useEffect(() => {
    if (!kept) setResults({ kind: "loading" });
  }, [listKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  const loadPage = useCallback(
    async (page: number, size: number) => {
      // The first page may be in the cache already: the route's loader asked for it (startSearchData).
      const answer = await fetchCall(productCalls.search, searchPageInput(state, page, size));
      if (page === 0) {
        const only = answer.content[0];
        // Core spec 2.3: exactly one product opens it (the results entry is replaced, so back skips it).
        if (answer.totalCount === 1 && only) navigate(productHref(only), { replace: true });
        setResults(answer.totalCount === 0 ? { kind: "none" } : { kind: "some", total: answer.totalCount });
      }
      return answer.content;
    },
    [listKey, navigate, fetchCall],
  );

  const onSnapshot = useCallback(
    (list: InfiniteScrollSnapshot<ProductCard>) =>
      setResults((current) => {
        if (current.kind === "some") keepResults(location.key, { listKey, total: current.total, list });
        return current;
      }),
    [location.key, listKey],
  );

  const changeCardSize = (size: CardSize) => {
    storeCardSize(size);
    setCardSize(size);
  };
  return {
    state,
    listKey,
    kept,
    filters,
    results,
    cardSize,
    viewer,
    favourites,
    selection,
    wizard,
    loadPage,
    onSnapshot,
    setState,
    changeCardSize,
  };
}
