import type { DynamicFilters, ProductCard, ProductFilter, ProductFilterKey } from "@catalogue/core/api";
import type { CardSize, ProductGridSort } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { loadingScreenHigh, visuallyHidden } from "../../styles/recipes.css";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { SearchIcon } from "../../ui/icons/icons";
import { InfiniteScroll, type InfiniteScrollSnapshot } from "../../ui/infinite-scroll/infinite-scroll";
import { productCardStyles as cardStyles, ProductCardView, type Viewer } from "../catalogue";
import { ActiveFilterChips } from "./active-filter-chips";
import { FilterPanel, FilterPanelPlaceholder } from "./filter-panel";
import { ProductSelectionBar } from "./product-selection-bar";
import { ResultsToolbar } from "./results-toolbar";
import * as styles from "./search-results.css";
import type { SearchState } from "./search-url-state";

/** The cards a laptop shows before any scrolling (a row of four): their images load first. */
const FIRST_PAINT_CARDS = 4;

/** What the results area shows: the count is known after the first page ("none" is the no-products state). */
export type ResultsState = { kind: "loading" } | { kind: "none" } | { kind: "some"; total: number };

/** Props of SearchResultsView. */
export type SearchResultsViewProps = {
  state: SearchState;
  /** The key that starts the list afresh (a new search, filter or sort). */
  listKey: string;
  filters: DynamicFilters | null;
  results: ResultsState;
  cardSize: CardSize;
  viewer: Viewer;
  /** Whether a card is a favourite now (the loaded cards keep the state they came with); the card's own flag else. */
  isFavourite?: (card: ProductCard) => boolean;
  loadPage: (page: number, size: number) => Promise<ProductCard[]>;
  initial?: InfiniteScrollSnapshot<ProductCard>;
  onSnapshot?: (snapshot: InfiniteScrollSnapshot<ProductCard>) => void;
  onSearch: (search: string) => void;
  onSort: (sort: ProductGridSort) => void;
  onCardSize: (size: CardSize) => void;
  onFilter: (filter: ProductFilter) => void;
  onToggleFilter: (group: ProductFilterKey, value: string, on: boolean) => void;
  onToggleFavourite: (card: ProductCard) => void;
  onOpen: (card: ProductCard) => void;
  /** The select mode for the multi-product wizard (core spec 2.3); without it the results offer none. */
  selection?: ResultsSelection;
};

/** The search results' select mode: the ticked products' ids and what the bar and the cards' boxes do. */
export interface ResultsSelection {
  readonly selecting: boolean;
  readonly selectedIds: readonly number[];
  readonly onEnter: () => void;
  readonly onLeave: () => void;
  readonly onToggle: (card: ProductCard) => void;
  readonly onAddToLists: () => void;
}

/** Core spec 2.3: the search results screen ("All Products"), a pure view for every state. */
export function SearchResultsView(props: SearchResultsViewProps) {
  const { t } = useTranslation();
  const { state, filters, results, cardSize, viewer, selection } = props;
  const bar = selection && results.kind === "some" && (
    <ProductSelectionBar {...selection} count={selection.selectedIds.length} />
  );
  // While the first page loads, the select button's place is kept, so the cards do not move down under it.
  const barPlace = selection && results.kind === "loading" && !selection.selecting && (
    <div className={styles.reserved} inert>
      <ProductSelectionBar {...selection} count={0} />
    </div>
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("routes.searchResults")}</h1>
        <ResultsToolbar
          search={state.search}
          sort={state.sort}
          cardSize={cardSize}
          onSearch={props.onSearch}
          onSort={props.onSort}
          onCardSize={props.onCardSize}
        />
        <ActiveFilterChips
          filter={state.filter}
          filters={filters}
          onRemove={(group, value) => props.onToggleFilter(group, value, false)}
          onClearAll={() => props.onFilter({})}
        />
      </header>
      <aside>
        {filters ? (
          <FilterPanel filters={filters} selected={state.filter} onToggle={props.onToggleFilter} />
        ) : (
          <FilterPanelPlaceholder />
        )}
      </aside>
      <section
        className={results.kind === "loading" ? `${styles.results} ${loadingScreenHigh}` : styles.results}
        aria-labelledby="search-results-heading"
      >
        {/* The cards' titles are h3: this heading keeps the outline in order for screen readers. */}
        <h2 id="search-results-heading" className={visuallyHidden}>
          {t("catalogue.search.results")}
        </h2>
        <p className={styles.total} aria-live="polite" data-testid="result-total">
          {results.kind === "some" ? t("catalogue.search.total", { count: results.total }) : ""}
        </p>
        {!selection?.selecting && (bar || barPlace)}
        {results.kind === "none" ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t("catalogue.search.noResults.title")}
            text={t("catalogue.search.noResults.text")}
          />
        ) : (
          <InfiniteScroll
            key={props.listKey}
            loadPage={props.loadPage}
            initial={props.initial}
            onSnapshot={props.onSnapshot}
            listClassName={cardStyles.grid[cardSize]}
            label={t("catalogue.search.results")}
            getKey={(card) => String(card.id)}
            renderItem={(card, index) => (
              <ProductCardView
                card={{ ...card, isFavorite: props.isFavourite?.(card) ?? card.isFavorite }}
                viewer={viewer}
                onToggleFavourite={props.onToggleFavourite}
                onOpen={props.onOpen}
                priority={index < FIRST_PAINT_CARDS}
                selectBox={selection?.selecting && <SelectBox card={card} selection={selection} />}
              />
            )}
          />
        )}
        {selection?.selecting && bar}
      </section>
    </div>
  );
}

/** A card's tick box in the select mode. */
function SelectBox({ card, selection }: { card: ProductCard; selection: ResultsSelection }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t("wizard.selection.tick")}
      // The card's title and part number (variants share a title) join the short visible label: a name of its own.
      aria-label={t("wizard.selection.select", {
        title: t("wizard.productName", { title: card.title, partNumber: card.partNumber }),
      })}
      checked={selection.selectedIds.includes(card.id)}
      onChange={() => selection.onToggle(card)}
    />
  );
}
