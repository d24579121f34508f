import type { ProductFilter, ProductFilterKey } from "@catalogue/core/api";
import type { AutocompleteResult, Page, ProductCounter, ProductGridSort } from "@catalogue/core/model";
import type { SearchDocument } from "./search-document";

/**
 * Core spec 5 (hide without market clearance): the products a caller may be shown. `hideUnclearedIn` is the
 * country key (see `SearchDocument.unclearedIn`) whose products without market clearance are left out.
 */
export interface Visibility {
  hideUnclearedIn?: number;
}

/** Supplement 7 (GET /products/search): free text, filters, sort and a zero-based page of `size` products. */
export interface SearchQuery extends Visibility {
  search?: string;
  filter?: ProductFilter;
  sort?: ProductGridSort;
  page?: number;
  size?: number;
}

/** Supplement 7 (GET /products/dynamic-filters): the current text and filters the counts are taken for. */
export interface FacetQuery extends Visibility {
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

/** The in-memory catalogue search over one immutable set of documents. */
export interface SearchIndex {
  /** How many documents the index holds. */
  readonly size: number;
  /** Supplement 7 (products search): one page of the matching products and their total. */
  search(query: SearchQuery): Page<SearchDocument>;
  /** Supplement 7 (dynamic filters): the count of every filter value for the current text and filters. */
  facets(query: FacetQuery): FacetCounts;
  /** Supplement 7 (filter matches): how many products a filter set (and text) would give. */
  filterMatches(filter: ProductFilter, search?: string, visibility?: Visibility): number;
  /** Core spec 2.3 (finder): how many products each care area holds. */
  productCounters(visibility?: Visibility): ProductCounter[];
  /** Core spec 5 / supplement 3: hints for a typed term, empty under 3 trimmed characters. */
  autocomplete(term: string, visibility?: Visibility): AutocompleteResult;
  /** The indexed document of a product id. */
  document(id: number): SearchDocument | undefined;
}
