import type { Params } from "react-router-dom";

// The search feature's public file. The results screen and the header's search bar are exported as loaders, so
// each stays a chunk of its own; the rest is what other features link to or label with.
export { filterValueLabel, knownTreeValues } from "./filter-labels";
export { rememberSearch } from "./search-history-store";
export * as searchResultsStyles from "./search-results.css";
export { searchHref } from "./search-url-state";

export const loadSearchResultsPage = async () => (await import("./search-results-page")).SearchResultsPage;
export const startSearchResultsData = async (params: Params, url: URL) =>
  (await import("./search-results-page")).startSearchData(params, url);
export const loadHeaderSearchBar = async () => (await import("./header-search-bar")).HeaderSearchBar;
