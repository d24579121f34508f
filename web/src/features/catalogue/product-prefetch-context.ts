import type { ProductCard } from "@catalogue/core/api";
import { createContext, useContext } from "react";

/** What a card does when the pointer rests on it or it gets focus: nothing unless a screen provides a prefetch. */
export const ProductPrefetchContext = createContext<(card: ProductCard) => void>(() => undefined);

/** The prefetch of the product a card opens (see ProductPrefetchProvider). */
export function useProductPrefetch(): (card: ProductCard) => void {
  return useContext(ProductPrefetchContext);
}
