import type { ProductFilter } from "@catalogue/core/api";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { INFINITE_SCROLL_PAGE_SIZE } from "@catalogue/core/constants";
import type { Params } from "react-router-dom";
import { startCall } from "../../lib/server-state/ensure-call";
import { AddToListProvider } from "../add-to-list";
import { ProductPrefetchProvider } from "../catalogue";
import { rememberSearch } from "./search-history-store";
import { SearchResultsView } from "./search-results-view";
import { readSearchState, toggleFilterValue } from "./search-url-state";
import { filtersInput, searchPageInput, useSearchResults } from "./use-search-results";

/**
 * The route loader's start of the screen's first answers (`SCREEN_DATA`): the first page of cards and the filters'
 * counts, under the keys the screen reads (the infinite scroll's first page is its default size).
 */
export async function startSearchData(_params: Params, url: URL): Promise<void> {
  const state = readSearchState(url.searchParams);
  await Promise.all([
    startCall(productCalls.search, searchPageInput(state, 0, INFINITE_SCROLL_PAGE_SIZE)),
    startCall(productCalls.dynamicFilters, filtersInput(state)),
  ]);
}

/** Core spec 2.3: the search results screen on the catalogue API, its state in the URL. */
export function SearchResultsPage() {
  const search = useSearchResults();
  const { state, viewer, favourites, setState } = search;
  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <ProductPrefetchProvider>
        <SearchResultsView
          state={state}
          listKey={search.listKey}
          filters={search.filters}
          results={search.results}
          cardSize={search.cardSize}
          viewer={viewer}
          isFavourite={favourites.isFavourite}
          loadPage={search.loadPage}
          initial={search.kept?.list}
          onSnapshot={search.onSnapshot}
          onSearch={(text) => setState({ search: text })}
          onSort={(sort) => setState({ sort })}
          onCardSize={search.changeCardSize}
          onFilter={(next: ProductFilter) => setState({ filter: next })}
          onToggleFilter={(group, value, on) =>
            setState({ filter: toggleFilterValue(state.filter, group, value, on) })
          }
          onToggleFavourite={favourites.toggle}
          selection={search.selection}
          onOpen={(card) =>
            rememberSearch(viewer.userId, {
              id: card.id,
              title: card.title,
              subtitle: card.subtitle,
              imageId: card.imageId,
            })
          }
        />
        {search.wizard}
      </ProductPrefetchProvider>
    </AddToListProvider>
  );
}
