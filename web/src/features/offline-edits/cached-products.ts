import { ListElementsResponse, ProductCard, ProductSearchPage } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { API_BASE_URL } from "../../lib/api-base";
import { API_READS_CACHE } from "../../lib/offline-caches";

/** How the cards are read from one kept answer, by the call that answered it. */
const READERS = [
  { call: productCalls.search, cards: (body: unknown) => ProductSearchPage.parse(body).content },
  // The product page's answer holds a card's every field (and more, left out by the parse).
  { call: productCalls.details, cards: (body: unknown) => [ProductCard.parse(body)] },
  { call: productCalls.detailsByTitle, cards: (body: unknown) => [ProductCard.parse(body)] },
  {
    call: listElementCalls.get,
    cards: (body: unknown) => ListElementsResponse.parse(body).content.map((element) => element.product),
  },
].map(({ call, cards }) => ({
  path: new RegExp(`^${API_BASE_URL}${call.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  cards,
}));

async function cardsOf(cache: Cache, request: Request): Promise<ProductCard[]> {
  const reader = READERS.find(({ path }) => path.test(new URL(request.url).pathname));
  if (!reader) return [];
  try {
    return reader.cards(await (await cache.match(request))?.json());
  } catch {
    // A copy from an older version of the app, or cut short: it holds no card this one can show.
    return [];
  }
}

/**
 * Supplement 7 (offline sync): the products whose cards the app holds for offline use, read from the service
 * worker's copy of the API reads: search results, product pages and the lists' products the user saw online.
 * Only these can be added to a list offline; a product kept several times is listed once. Empty without a
 * service worker.
 */
export async function cachedProducts(): Promise<ProductCard[]> {
  if (typeof caches === "undefined" || !(await caches.has(API_READS_CACHE))) return [];
  const cache = await caches.open(API_READS_CACHE);
  const found = new Map<number, ProductCard>();
  for (const request of await cache.keys()) {
    for (const card of await cardsOf(cache, request)) found.set(card.id, card);
  }
  return [...found.values()];
}
