import type { ProductCard } from "@catalogue/core/api";
import { favouriteCalls } from "@catalogue/core/api/catalogue/calls/favourites.calls";
import { useCallback, useMemo } from "react";
import { type CallFailureHandling, optimistic, useCallMutation, useCallQuery } from "../../lib/server-state";

const withCard = (cards: ProductCard[], card: ProductCard): ProductCard[] =>
  cards.some((c) => c.id === card.id) ? cards : [...cards, { ...card, isFavorite: true }];

const withoutCard = (cards: ProductCard[], card: ProductCard): ProductCard[] =>
  cards.filter((c) => c.id !== card.id);

const byCard = (card: ProductCard) => ({ params: { id: card.id } });

/** What the hearts of a screen need: the favourites, whether a product is one, and the heart's click. */
export interface FavouriteMarks {
  /** The caller's favourites, oldest first; undefined until they have arrived. */
  readonly favourites: readonly ProductCard[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  /** From the favourites once they are there; until then the card's own flag. */
  readonly isFavourite: (card: Pick<ProductCard, "id" | "isFavorite">) => boolean;
  readonly toggle: (card: ProductCard) => void;
}

/**
 * Supplement 7 (favourites): every heart reads one cached list of the caller's favourites, so a heart clicked on
 * one screen is right on the next. A click changes that list at once and sets it back when the call fails (core's
 * policy then shows the toast: the screen stays); when it settles, the list is fetched again. Screens other than
 * the favourites themselves can do without the list (`keepsScreen`, the default).
 */
export function useFavouriteMarks(handling: CallFailureHandling = { keepsScreen: true }): FavouriteMarks {
  const list = useCallQuery(favouriteCalls.list, {}, handling);
  const invalidates = [favouriteCalls.list];
  const { mutate: mark } = useCallMutation(favouriteCalls.mark, {
    input: byCard,
    invalidates,
    optimistic: [optimistic(favouriteCalls.list, {}, withCard)],
  });
  const { mutate: unmark } = useCallMutation(favouriteCalls.unmark, {
    input: byCard,
    invalidates,
    optimistic: [optimistic(favouriteCalls.list, {}, withoutCard)],
  });
  const ids = useMemo(() => list.data && new Set(list.data.map((card) => card.id)), [list.data]);
  const isFavourite = useCallback(
    (card: Pick<ProductCard, "id" | "isFavorite">) => (ids ? ids.has(card.id) : card.isFavorite),
    [ids],
  );
  const toggle = useCallback(
    (card: ProductCard) => (isFavourite(card) ? unmark(card) : mark(card)),
    [isFavourite, mark, unmark],
  );
  return { favourites: list.data, isPending: list.isPending, isError: list.isError, isFavourite, toggle };
}
