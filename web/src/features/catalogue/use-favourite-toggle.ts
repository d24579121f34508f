import type { ProductCard } from "@catalogue/core/api";
import { useCallback } from "react";
import { useErrorPolicy } from "../../app/use-error-policy";
import { setFavourite } from "./catalogue-api";

/**
 * Supplement 7 (favourites): toggles a card's favourite on the server and reports the new state; the view updates
 * first (optimistic) and is set back when the call fails, with core's error policy deciding the message.
 */
export function useFavouriteToggle(onChange: (id: number, isFavorite: boolean) => void) {
  const onError = useErrorPolicy();
  return useCallback(
    (card: Pick<ProductCard, "id" | "isFavorite">) => {
      const next = !card.isFavorite;
      onChange(card.id, next);
      setFavourite(card.id, next).catch((error: unknown) => {
        onChange(card.id, !next);
        onError(error);
      });
    },
    [onChange, onError],
  );
}
