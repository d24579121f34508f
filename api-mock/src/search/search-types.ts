import type { ProductFilter, ProductFilterKey } from "@catalogue/core/api";
import type { AutocompleteResult, Page, ProductCounter, ProductGridSort } from "@catalogue/core/model";
import type { SearchDocument } from "./search-document";

/** Supplement 7 (GET /products/search): free text, filters, sort and a zero-based page of `size` products. */
export interface SearchQuery {
  search?: string;
  filter?: ProductFilter;
  sort?: ProductGridSort;
  page?: number;
  size?: number;
}

/** Supplement 7 (GET /products/dynamic-filters): the current text and filters the counts are taken for. */
export interface FacetQuery {
  search?: string;
  filter?: ProductFilter;
}

/** Supplement 7: how many products one filter value would give. */
export interface FacetCount {
  value: string;
  count: number;
}

/** Supplement 7 (GET /products/dynamic-filters): every value of every filter with its count (zeros included). */
export type FacetCounts = Record<ProductFilterKey, FacetCount[]>;

/** Issue 6 item 8: the in-memory catalogue search over one immutable set of documents. */
export interface SearchIndex {
  /** How many documents the index holds. */
  readonly size: number;
  search(query: SearchQuery): Page<SearchDocument>;
  facets(query: FacetQuery): FacetCounts;
  filterMatches(filter: ProductFilter, search?: string): number;
  productCounters(): ProductCounter[];
  autocomplete(term: string): AutocompleteResult;
  document(id: number): SearchDocument | undefined;
}
