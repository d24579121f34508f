import type { DynamicFilters, ProductCard, ProductFilter } from "@catalogue/core/api";
import type { CardSize } from "@catalogue/core/model";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useErrorPolicy } from "../../app/use-error-policy";
import type { InfiniteScrollSnapshot } from "../../ui/infinite-scroll/infinite-scroll";
import { AddToListProvider } from "../add-to-list/add-to-list-context";
import { fetchDynamicFilters, searchProducts } from "../catalogue/catalogue-api";
import { productHref } from "../catalogue/product-links";
import { useFavouriteToggle } from "../catalogue/use-favourite-toggle";
import { useViewer } from "../catalogue/viewer";
import { readCardSize, storeCardSize } from "./card-size-store";
import { keepResults, keptResults } from "./results-cache";
import { rememberSearch } from "./search-history-store";
import { type ResultsState, SearchResultsView } from "./search-results-view";
import { readSearchState, type SearchState, searchParamsOf, toggleFilterValue } from "./search-url-state";

/** Core spec 2.3 / issue 10 item 2: the search results screen on the catalogue API, its state in the URL. */
export function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const onError = useErrorPolicy();
  const state = useMemo(() => readSearchState(params), [params]);
  const listKey = searchParamsOf(state).toString();
  const kept = keptResults(location.key, listKey);
  const [filters, setFilters] = useState<DynamicFilters | null>(null);
  const [results, setResults] = useState<ResultsState>(
    kept ? { kind: "some", total: kept.total } : { kind: "loading" },
  );
  const [cardSize, setCardSize] = useState<CardSize>(() => readCardSize());
  const [favourites, setFavourites] = useState<ReadonlyMap<number, boolean>>(new Map());
  const toggleFavourite = useFavouriteToggle(
    useCallback((id: number, on: boolean) => setFavourites((map) => new Map(map).set(id, on)), []),
  );

  const { search, filter } = state;
  useEffect(() => {
    const controller = new AbortController();
    fetchDynamicFilters({ search, filter }, controller.signal).then(setFilters, (error: unknown) => {
      if (!controller.signal.aborted) onError(error);
    });
    return () => controller.abort();
  }, [search, filter, onError]);

  const setState = (next: Partial<SearchState>) => setParams(searchParamsOf({ ...state, ...next }));

  // The list starts afresh for each search: its count is known once page 0 answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  useEffect(() => {
    if (!kept) setResults({ kind: "loading" });
  }, [listKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the state it is made of.
  const loadPage = useCallback(
    async (page: number, size: number) => {
      const answer = await searchProducts(state, page, size);
      if (page === 0) {
        const only = answer.content[0];
        // Core spec 2.3: exactly one product opens it (the results entry is replaced, so back skips it).
        if (answer.totalCount === 1 && only) navigate(productHref(only), { replace: true });
        setResults(answer.totalCount === 0 ? { kind: "none" } : { kind: "some", total: answer.totalCount });
      }
      return answer.content;
    },
    [listKey, navigate],
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
      <SearchResultsView
        state={state}
        listKey={listKey}
        filters={filters}
        results={results}
        cardSize={cardSize}
        viewer={viewer}
        favourites={favourites}
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
        onToggleFavourite={toggleFavourite}
        onOpen={(card) =>
          rememberSearch(viewer.userId, {
            id: card.id,
            title: card.title,
            subtitle: card.subtitle,
            imageId: card.imageId,
          })
        }
      />
    </AddToListProvider>
  );
}
