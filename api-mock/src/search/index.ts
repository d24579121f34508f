/** The in-memory catalogue search (text, filters, facets, sorting, autocomplete). */

export { Bitset } from "./bitset";
export {
  DEVICE_GROUP_VALUES,
  KNOWN_TREE_VALUES,
  PRODUCT_CLUSTER_VALUES,
  type SearchableRow,
  type SearchDocument,
  toSearchDocument,
} from "./search-document";
export {
  AUTOCOMPLETE_HINT_LIMIT,
  BUILD_SLICE_SIZE,
  buildSearchIndex,
  createSearchIndex,
  type SearchIndexOptions,
  searchIndexBuildSteps,
} from "./search-index";
export { type LoadDocuments, SearchService } from "./search-service";
export type {
  FacetCount,
  FacetCounts,
  FacetQuery,
  SearchIndex,
  SearchQuery,
  Visibility,
} from "./search-types";
