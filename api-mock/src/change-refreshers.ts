import type { Refreshers } from "./db/change-notifications";
import type { SessionCache } from "./features/auth/session-cache";
import type { ProductListsService } from "./features/product-lists/product-lists.service";
import type { FavoritesService } from "./features/products/favorites.service";
import type { ProductCatalogue } from "./features/products/product-catalogue";
import type { ReferenceDataService } from "./features/reference-data/reference-data.service";

/** The services that keep copies of database rows in memory. */
export interface CacheOwners {
  catalogue: ProductCatalogue;
  favorites: FavoritesService;
  sessionCache: SessionCache;
  referenceData: ReferenceDataService;
  productLists: ProductListsService;
}

/**
 * The one place that says which in-memory copies each kind of change makes stale, for a change made in this
 * process and for one announced by another (see `ChangeNotifications`). A new cache of database rows adds its
 * refresh here, to every kind whose source it copies, and to `everything`.
 *
 * Not listed, because they need nothing: list heads are kept only on PGlite, where this process is the only
 * writer (`ListHeadCache`); list element rows and finished list and product detail answers are keyed by the
 * list's version, read from the database on every open, by the catalogue's version and the reference data load,
 * and compared per product with favourites and indicators (`ListElementCache`, `CardAnswerCache`); verified
 * session tokens depend on the signing key only.
 */
export function refreshersFor(owners: CacheOwners): Refreshers {
  const { catalogue, favorites, sessionCache, referenceData, productLists } = owners;
  const reloadCatalogue = async () => {
    await catalogue.refresh();
    // An import may remove products someone marked as favourite.
    favorites.invalidate();
  };
  return {
    catalogue: reloadCatalogue,
    indicators: () => catalogue.reloadIndicators(),
    user: ({ userId }) => sessionCache.invalidateUser(userId),
    session: ({ idHash }) => sessionCache.invalidateSession(idHash),
    favorites: ({ userId }) => favorites.forget(userId),
    "reference-data": () => referenceData.invalidate(),
    everything: async () => {
      referenceData.invalidate();
      sessionCache.clear();
      productLists.invalidate();
      await reloadCatalogue();
    },
  };
}
