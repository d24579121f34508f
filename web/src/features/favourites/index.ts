// The favourites feature's public file: the favourites screen, shown as a tab of the product lists.
export { FavouritesPage } from "./favourites-page";
