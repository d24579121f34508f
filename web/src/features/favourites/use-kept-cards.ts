import type { ProductCard } from "@catalogue/core/api";
import { useMemo, useRef } from "react";

/**
 * The cards seen since the view opened, in the order they first came, each as last seen: a favourite removed
 * here stays on screen (its heart empty) until the view is opened again, so a slip is undone with one more click.
 */
export function useKeptCards(cards: readonly ProductCard[] | undefined): ProductCard[] | undefined {
  const seen = useRef(new Map<number, ProductCard>());
  return useMemo(() => {
    if (!cards) return undefined;
    for (const card of cards) seen.current.set(card.id, card);
    return [...seen.current.values()];
  }, [cards]);
}
