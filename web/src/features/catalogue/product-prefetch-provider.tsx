import type { ProductCard } from "@catalogue/core/api";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { type ReactNode, useCallback } from "react";
import { usePrefetchCall } from "../../lib/server-state";
import { ProductPrefetchContext } from "./product-prefetch-context";

/**
 * Cards below this fetch the product page's answer when the pointer rests on them or they get focus, so the page
 * opens from the cache. A card links to the page by title and subtitle (productHref), so it is that call, with
 * the input the page asks with, that is fetched ahead. A context rather than a hook in the card: the card view
 * stays free of the cache, and only screens that already carry the typed client load it.
 */
export function ProductPrefetchProvider({ children }: { children: ReactNode }) {
  const prefetch = usePrefetchCall();
  const prefetchProduct = useCallback(
    (card: ProductCard) =>
      prefetch(productCalls.detailsByTitle, { query: { title: card.title, subtitle: card.subtitle ?? "" } }),
    [prefetch],
  );
  return (
    <ProductPrefetchContext.Provider value={prefetchProduct}>{children}</ProductPrefetchContext.Provider>
  );
}
