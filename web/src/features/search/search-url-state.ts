import { formatProductFilter, type ProductFilter, parseProductFilter } from "@catalogue/core/api";
import { SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import { ProductGridSort } from "@catalogue/core/model";

/** Core spec 2.1: what a search-results URL holds, so that a result page can be shared: the product search. */
export interface SearchState {
  readonly search: string;
  readonly filter: ProductFilter;
  readonly sort: ProductGridSort;
}

/** Core spec 4.1: the sort used when the URL names none. */
export const DEFAULT_SORT: ProductGridSort = "DEFAULT_SORTING";

/**
 * Core spec 2.1: reads `/search?search=&filter=&sort=`. A filter the codec refuses is dropped as a whole (a
 * hand-edited link then shows everything rather than failing), the text is cut at the input's 100 characters.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const parsed = parseProductFilter(params.get("filter") ?? "");
  const sort = ProductGridSort.safeParse(params.get("sort"));
  return {
    search: (params.get("search") ?? "").slice(0, SEARCH_INPUT_MAX),
    filter: parsed.ok ? parsed.filter : {},
    sort: sort.success ? sort.data : DEFAULT_SORT,
  };
}

/** Core spec 2.1: the query of a search state; empty parts and the default sort are left out. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== "") params.set("search", state.search);
  const filter = formatProductFilter(state.filter);
  if (filter !== "") params.set("filter", filter);
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  return params;
}

/** The search-results address for a state (the finder's entries and the header bar use it). */
export function searchHref(state: Partial<SearchState>): string {
  const query = searchParamsOf({ search: "", filter: {}, sort: DEFAULT_SORT, ...state }).toString();
  return query === "" ? "/search" : `/search?${query}`;
}

/** The filter with one value added or removed. */
export function toggleFilterValue(
  filter: ProductFilter,
  key: keyof ProductFilter,
  value: string,
  on: boolean,
): ProductFilter {
  const current = (filter[key] ?? []) as string[];
  const next = on ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  return { ...filter, [key]: next } as ProductFilter;
}

/** Every active filter value as a removable chip entry. */
export function activeFilterValues(filter: ProductFilter): { key: keyof ProductFilter; value: string }[] {
  return (Object.keys(filter) as (keyof ProductFilter)[]).flatMap((key) =>
    ((filter[key] ?? []) as string[]).map((value) => ({ key, value })),
  );
}
