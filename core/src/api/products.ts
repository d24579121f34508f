import * as z from "zod";
import { Id, Page } from "../model/common";
import { CustomStatusValue, ProductAvailability, ProductGridSort } from "../model/enums";
import { Product, ProductSummary } from "../model/product";
import { CustomStatus } from "../model/product-parts";
import { SearchTerm } from "../rules/search-term.schema";
import { ValidationMessage } from "../rules/validation-messages";
import { ProductStatus } from "../status/product-status";
import { StatusColour, StatusShortcut } from "../status/status-presentation";
import { FilterText, ProductFilter, perFilterKey } from "./product-filter";

/** Core spec 4.2: the derived status as the API sends it (core's `DerivedProductStatus`). */
export const DerivedStatus = z.object({
  status: ProductStatus,
  applicable: z.array(ProductStatus),
  severity: ProductAvailability,
  colour: StatusColour,
  shortcut: StatusShortcut,
  labelKey: z.string().min(1),
  customStatus: CustomStatus.nullable(),
});
export type DerivedStatus = z.infer<typeof DerivedStatus>;

/**
 * Core spec 2.3 / 6: a card of the search results: the summary in the caller's country, its derived status and,
 * only for callers who may see prices, the prices in the caller's currency (absent otherwise, never null-filled).
 */
export const ProductCard = ProductSummary.extend({ status: DerivedStatus });
export type ProductCard = z.infer<typeof ProductCard>;

/** Supplement 7 (GET /products/search): a page of cards and the number of matching products. */
export const ProductSearchPage = Page(ProductCard);
export type ProductSearchPage = z.infer<typeof ProductSearchPage>;

/** Supplement 7 (GET /products/search): the query; `filter` is core's codec text, `page` zero-based. */
export const ProductSearchQuery = z.object({
  search: SearchTerm.optional(),
  filter: FilterText.optional(),
  sort: ProductGridSort.optional(),
  page: z.coerce.number().int().nonnegative().optional(),
  size: z.coerce.number().int().positive().max(100).optional(),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

/** Supplement 7 (GET /products/dynamic-filters): the current text and filters the counts are taken for. */
export const DynamicFiltersQuery = z.object({ search: SearchTerm.optional(), filter: FilterText.optional() });
export type DynamicFiltersQuery = z.infer<typeof DynamicFiltersQuery>;

/** Supplement 7: how many products one filter value would give. */
export const FacetValueCount = z.object({ value: z.string().min(1), count: z.int().nonnegative() });
export type FacetValueCount = z.infer<typeof FacetValueCount>;

/** Supplement 7 (GET /products/dynamic-filters): every value of every filter with its count, zeros included. */
export const DynamicFilters = z.object(perFilterKey(() => z.array(FacetValueCount)));
export type DynamicFilters = z.infer<typeof DynamicFilters>;

/** Supplement 7 (POST /products/filter-matches): a filter set (and text) to count before applying it. */
export const FilterMatchesRequest = z.object({ search: SearchTerm.optional(), filter: ProductFilter });
export type FilterMatchesRequest = z.infer<typeof FilterMatchesRequest>;

/** Supplement 7 (POST /products/filter-matches): how many products the filter set would give. */
export const FilterMatchesResponse = z.object({ totalCount: z.int().nonnegative() });
export type FilterMatchesResponse = z.infer<typeof FilterMatchesResponse>;

/** Supplement 3 (GET /products/autocomplete): the typed text; under 3 trimmed characters the answer is empty. */
export const AutocompleteQuery = z.object({ search: SearchTerm.optional() });
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

/**
 * Core spec 3 / supplement 7 (product details): every field of the product in the caller's country, its derived
 * status, and the alternative and related products as cards; prices only for callers allowed them.
 */
export const ProductDetails = Product.extend({
  status: DerivedStatus,
  alternativeProducts: z.array(ProductCard),
  relatedProducts: z.array(ProductCard),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** Supplement 7 (GET /products/{id}/details): the product id in the path. */
export const ProductIdParam = z.object({ id: z.coerce.number().int().positive() });
export type ProductIdParam = z.infer<typeof ProductIdParam>;

/** The longest title or subtitle a lookup takes: well above any product's (the catalogue's run to about 60). */
const PRODUCT_TEXT_MAX = 1000;

/** The longest part number a query takes: the maker's run to about 10 characters. */
const PART_NUMBER_MAX = 100;

/** Supplement 7 (GET /products/details-by-title): a product named by title and subtitle. */
export const DetailsByTitleQuery = z.object({
  title: z.string().min(1).max(PRODUCT_TEXT_MAX),
  subtitle: z.string().max(PRODUCT_TEXT_MAX).default(""),
});
export type DetailsByTitleQuery = z.infer<typeof DetailsByTitleQuery>;

/** Supplement 7 (POST /products/list): the products to load, by id, in the order wanted. */
export const ProductListRequest = z.object({ ids: z.array(Id).max(500) });
export type ProductListRequest = z.infer<typeof ProductListRequest>;

/** Supplement 7 (GET /products/version): the catalogue version; it changes whenever the catalogue is reloaded. */
export const CatalogueVersion = z.object({ version: z.string().min(1), productCount: z.int().nonnegative() });
export type CatalogueVersion = z.infer<typeof CatalogueVersion>;

/** Supplement 7 (POST and DELETE /favorite-products/{id}): whether the product is a favourite now. */
export const FavoriteState = z.object({ productId: Id, isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

/** Supplement 2 / 7 (POST /products/{id}/report): the longest data-issue report the server takes. */
export const DATA_REPORT_MAX = 2000;

/** Supplement 2 / 7 (POST /products/{id}/report): what is wrong with the product's data; required. */
export const DataReportRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: ValidationMessage.required })
    .max(DATA_REPORT_MAX, { error: ValidationMessage.maxLength }),
});
export type DataReportRequest = z.infer<typeof DataReportRequest>;

/** Supplement 7 (POST /products/{id}/report): the stored report's id. */
export const DataReportResponse = z.object({ id: z.uuid() });
export type DataReportResponse = z.infer<typeof DataReportResponse>;

/** Supplement 7 (GET /products/availability-indicator): optionally only the indicators of one part number. */
export const AvailabilityIndicatorQuery = z.object({
  partNumber: z.string().min(1).max(PART_NUMBER_MAX).optional(),
  /** System management's "custom only" filter (highest role): every indicator of every place, not the caller's. */
  customOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export type AvailabilityIndicatorQuery = z.infer<typeof AvailabilityIndicatorQuery>;

/** Supplement 7 (GET /dictionaries/products/availability-indicator): one custom status and its label key. */
export const AvailabilityStatusEntry = z.object({
  value: CustomStatusValue,
  labelKey: z.string().min(1),
});
export type AvailabilityStatusEntry = z.infer<typeof AvailabilityStatusEntry>;

/** Core spec 4.8: the custom statuses an indicator may set, each with its translated label's key. */
export const AVAILABILITY_STATUS_DICTIONARY: readonly AvailabilityStatusEntry[] =
  CustomStatusValue.options.map((value) => ({ value, labelKey: `customStatus.${value}` }));
