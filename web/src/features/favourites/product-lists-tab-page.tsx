import { useParams } from "react-router-dom";
import { PlaceholderPage } from "../placeholder/placeholder-page";
import { FavouritesPage } from "./favourites-page";

/** Core spec 2.1: the favourites tab of the product lists (`/product-lists/favourites`). */
export const FAVOURITES_TAB = "favourites";

/**
 * Core spec 2.1 ("favourites/product lists" share one menu entry): `/product-lists/:tabName` shows the favourites
 * for the favourites tab; the list tabs come with the lists issue and stay the placeholder until then.
 */
export function ProductListsTabPage() {
  const { tabName } = useParams();
  return tabName === FAVOURITES_TAB ? <FavouritesPage /> : <PlaceholderPage routeName="productListsTabs" />;
}
