import { useCallback, useEffect, useState } from "react";
import { useErrorPolicy } from "../../app/use-error-policy";
import { AddToListProvider } from "../add-to-list/add-to-list-context";
import { fetchFavourites } from "../catalogue/catalogue-api";
import { useFavouriteToggle } from "../catalogue/use-favourite-toggle";
import { useViewer } from "../catalogue/viewer";
import { type FavouritesState, FavouritesView } from "./favourites-view";

/**
 * Issue 10 item 4: the favourites on the API. A removed favourite stays on screen (unfilled heart) until the
 * view is opened again, so a slip can be undone with one more click.
 */
export function FavouritesPage() {
  const viewer = useViewer();
  const onError = useErrorPolicy();
  const [state, setState] = useState<FavouritesState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetchFavourites(controller.signal).then(
      (cards) => setState({ kind: "ready", cards }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: "failed" });
        onError(error);
      },
    );
    return () => controller.abort();
  }, [onError]);
  const toggle = useFavouriteToggle(
    useCallback(
      (id: number, isFavorite: boolean) =>
        setState((current) =>
          current.kind === "ready"
            ? { kind: "ready", cards: current.cards.map((c) => (c.id === id ? { ...c, isFavorite } : c)) }
            : current,
        ),
      [],
    ),
  );
  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <FavouritesView state={state} viewer={viewer} onToggleFavourite={toggle} />
    </AddToListProvider>
  );
}
