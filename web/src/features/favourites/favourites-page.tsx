import { AddToListProvider } from "../add-to-list";
import { ProductPrefetchProvider, useFavouriteMarks, useViewer } from "../catalogue";
import { type FavouritesState, FavouritesView } from "./favourites-view";
import { useKeptCards } from "./use-kept-cards";

/**
 * Core spec 2.3: the favourites on the API. A removed favourite stays on screen (unfilled heart) until the
 * view is opened again, so a slip can be undone with one more click. The list is what this screen shows: when
 * it cannot be loaded, core's policy decides the page.
 */
export function FavouritesPage() {
  const viewer = useViewer();
  const marks = useFavouriteMarks({ keepsScreen: false });
  const kept = useKeptCards(marks.favourites);
  const state: FavouritesState = kept
    ? { kind: "ready", cards: kept.map((card) => ({ ...card, isFavorite: marks.isFavourite(card) })) }
    : marks.isError
      ? { kind: "failed" }
      : { kind: "loading" };
  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <ProductPrefetchProvider>
        <FavouritesView state={state} viewer={viewer} onToggleFavourite={marks.toggle} />
      </ProductPrefetchProvider>
    </AddToListProvider>
  );
}
