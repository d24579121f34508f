import { formatProductFilter, type ProductCard, type ProductFilter } from "@catalogue/core/api";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import type { CardSize } from "@catalogue/core/model";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useCallQuery, useFetchCall } from "../../lib/server-state";
import type { InfiniteScrollSnapshot } from "../../ui/infinite-scroll/infinite-scroll";
import { AddToListProvider } from "../add-to-list";
import { ProductPrefetchProvider, productHref, useFavouriteMarks, useViewer } from "../catalogue";
import { readCardSize, storeCardSize } from "./card-size-store";
import { keepResults, keptResults } from "./results-cache";
import { rememberSearch } from "./search-history-store";
import { type ResultsState, SearchResultsView } from "./search-results-view";
import { readSearchState, type SearchState, searchParamsOf, toggleFilterValue } from "./search-url-state";
import { useResultsSelection } from "./use-results-selection";

/** Supplement 7: the text and filters as the search calls take them (empty ones left out). */
function searchQuery(search: string, filter: ProductFilter): { search?: string; filter?: string } {
  const text = formatProductFilter(filter);
  return { ...(search.trim() === "" ? {} : { search }), ...(text === "" ? {} : { filter: text }) };
}

/** Core spec 2.3: the search results screen on the catalogue API, its state in the URL. */
export function SearchResultsPage() {
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

  const { search, filter } = state;
  const filters =
    useCallQuery(productCalls.dynamicFilters, { query: searchQuery(search, filter) }, { keepsPrevious: true })
      .data ?? null;

  const setState = (next: Partial<SearchState>) => setParams(searchParamsOf({ ...state, ...next }));

  // The list starts afresh for each search: its count is known once page 0 answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  useEffect(() => {
    if (!kept) setResults({ kind: "loading" });
  }, [listKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  const loadPage = useCallback(
    async (page: number, size: number) => {
      const query = { ...searchQuery(state.search, state.filter), sort: state.sort, page, size };
      const answer = await fetchCall(productCalls.search, { query });
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

  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <ProductPrefetchProvider>
        <SearchResultsView
          state={state}
          listKey={listKey}
          filters={filters}
          results={results}
          cardSize={cardSize}
          viewer={viewer}
          isFavourite={favourites.isFavourite}
          loadPage={loadPage}
          initial={kept?.list}
          onSnapshot={onSnapshot}
          onSearch={(text) => setState({ search: text })}
          onSort={(sort) => setState({ sort })}
          onCardSize={(size) => {
            storeCardSize(size);
            setCardSize(size);
          }}
          onFilter={(next: ProductFilter) => setState({ filter: next })}
          onToggleFilter={(group, value, on) =>
            setState({ filter: toggleFilterValue(filter, group, value, on) })
          }
          onToggleFavourite={favourites.toggle}
          selection={selection}
          onOpen={(card) =>
            rememberSearch(viewer.userId, {
              id: card.id,
              title: card.title,
              subtitle: card.subtitle,
              imageId: card.imageId,
            })
          }
        />
        {wizard}
      </ProductPrefetchProvider>
    </AddToListProvider>
  );
}
