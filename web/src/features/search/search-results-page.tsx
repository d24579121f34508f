import type { ProductFilter } from "@catalogue/core/api";
import { AddToListProvider } from "../add-to-list";
import { ProductPrefetchProvider } from "../catalogue";
import { rememberSearch } from "./search-history-store";
import { SearchResultsView } from "./search-results-view";
import { toggleFilterValue } from "./search-url-state";
import { useSearchResults } from "./use-search-results";

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
