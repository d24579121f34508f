// The catalogue's public file: the links, card and viewer the catalogue screens share (their calls are core's
// catalogue entries, through lib/server-state).
// Examples for other features' stories and tests; nothing the app renders imports them.
export {
  blockedStatus,
  exampleCard,
  exampleCards,
  exampleDetails,
  exampleFilters,
  exampleViewer,
} from "./catalogue-fixtures";
export { ProductCardView } from "./product-card";
export * as productCardStyles from "./product-card.css";
export { productHref, productImageUrl, variantHref } from "./product-links";
export { ProductPrefetchProvider } from "./product-prefetch-provider";
export { type FavouriteMarks, useFavouriteMarks } from "./use-favourite-marks";
export { formatPrice, useViewer, type Viewer } from "./viewer";
