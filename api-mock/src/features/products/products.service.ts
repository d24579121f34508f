import type {
  CatalogueVersion,
  DynamicFilters,
  ProductCard,
  ProductDetails,
  ProductFilter,
  ProductSearchPage,
  ProductSearchQuery,
} from "@catalogue/core/api";
import { parseProductFilter, productFilterFieldErrors } from "@catalogue/core/api";
import type { AutocompleteResult, AvailabilityIndicator, ProductCounter } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { resourceNotFound, unauthorized, validationFailed } from "../../http/domain-error";
import { KNOWN_TREE_VALUES } from "../../search";
import { requireHighestRole } from "../auth/highest-role-access";
import { assertRegularAccess } from "../auth/regular-access";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { type IndicatorPlace, indicatorFor } from "./availability-indicators";
import { answerInputs, answerKey, CardAnswerCache } from "./card-answer-cache";
import { FacetAnswers } from "./facet-answers";
import type { FavoritesService } from "./favorites.service";
import { type CardViewer, type Convert, toProductCard } from "./product-cards";
import type { ProductCatalogue } from "./product-catalogue";
import { findIdByTitle } from "./product-details.repository";
import { toProductDetails } from "./to-product-details";

/** Supplement 7: reads the `filter` parameter with core's codec; unknown keys or values answer 460. */
export function readFilter(text: string | undefined): ProductFilter {
  if (text === undefined || text.trim() === "") return {};
  const parsed = parseProductFilter(text, KNOWN_TREE_VALUES);
  if (!parsed.ok) throw validationFailed(productFilterFieldErrors(parsed.issues));
  return parsed.filter;
}

const CENTS = 100;
/** How many finished detail answers stay in memory: a few thousand products' answers (see `details`). */
const KEPT_DETAILS = { entries: 10_000, bytes: 16 * 1024 * 1024 };
const encoder = new TextEncoder();

/** Core spec 6: the caller's settings and favourites, read once per request. */
export type Caller = CardViewer &
  IndicatorPlace & { favorites: ReadonlySet<number>; hideWithoutMarketClearance: boolean };

/** Search, facets, counters and autocomplete for the signed-in caller. */
export class ProductsService {
  private readonly detailAnswers = new CardAnswerCache(KEPT_DETAILS);
  private readonly facetAnswers = new FacetAnswers();

  constructor(
    private readonly db: Db,
    private readonly catalogue: ProductCatalogue,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly favorites: FavoritesService,
  ) {}

  /** Core spec 6: the caller's settings; partners not yet accepted are refused (403). */
  async viewer(userId: number): Promise<Caller> {
    const user = await this.profiles.findUser(userId);
    if (!user) throw unauthorized();
    assertRegularAccess(user);
    await this.catalogue.ready();
    const country = await this.referenceData.country(user.countryId);
    return {
      ...user,
      subregionId: country?.subregion?.id ?? null,
      favorites: await this.favorites.ids(userId),
    };
  }

  /** Core spec 3: converts a country's amount into the viewer's currency (EUR rates), rounded to cents. */
  async converter(viewer: CardViewer): Promise<Convert> {
    const rates = new Map((await this.referenceData.get()).currencies.map((c) => [c.id, c.eurRate]));
    return (amount, fromCurrencyId) => {
      const from = rates.get(fromCurrencyId);
      const to = viewer.currencyId === null ? undefined : rates.get(viewer.currencyId);
      const converted = from === undefined || to === undefined ? amount : (amount / from) * to;
      return Math.round(converted * CENTS) / CENTS;
    };
  }

  /** Supplement 7 (GET /products/search): one page of cards for the caller. */
  async search(userId: number, query: ProductSearchQuery): Promise<ProductSearchPage> {
    const viewer = await this.viewer(userId);
    const filter = readFilter(query.filter);
    const visibility = this.catalogue.visibilityFor(viewer);
    const page = this.catalogue.search.current().search({ ...query, filter, ...visibility });
    return { content: await this.cards(viewer, page.content), totalCount: page.totalCount };
  }

  /** Core spec 2.3: cards of documents (or ids) in the given order, for one viewer. */
  async cards(viewer: Caller, items: readonly { id: number }[]): Promise<ProductCard[]> {
    return this.cardsWith(
      viewer,
      await this.converter(viewer),
      items.map((item) => item.id),
    );
  }

  /**
   * Supplement 7 (GET /products/{id}/details): the whole product for the caller as JSON bytes; 464 for an
   * unknown id. An unchanged product read again in the same view is a lookup (`CardAnswerCache`).
   */
  async details(userId: number, id: number, origin: string): Promise<Uint8Array<ArrayBuffer>> {
    const viewer = await this.viewer(userId);
    // The key and the inputs are taken before the answer is built (see `answerInputs`).
    const catalogueVersion = this.catalogue.version();
    const referenceGeneration = await this.referenceData.generation();
    const key = answerKey(`details:${id}:${origin}`, viewer, catalogueVersion, referenceGeneration);
    const favoriteOf = (productId: number) => viewer.favorites.has(productId);
    const hit = this.detailAnswers.get(key, favoriteOf, this.catalogue);
    if (hit) return hit.body;
    const entry = this.catalogue.card(id);
    const stored = await this.catalogue.storedProduct(id);
    if (!entry || !stored) throw resourceNotFound("Product");
    // The product and the cards it shows carry favourite flags and indicators; the variants show neither.
    const productIds = [id, ...stored.alternatives, ...stored.related];
    const inputs = answerInputs(key, productIds, favoriteOf, this.catalogue);
    const convert = await this.converter(viewer);
    const cardsOf = (ids: readonly number[]) => this.cardsWith(viewer, convert, ids);
    const [card] = cardsOf([id]);
    if (!card) throw resourceNotFound("Product");
    const details = toProductDetails(stored, card, entry, viewer, convert, cardsOf, origin);
    const body = encoder.encode(JSON.stringify(details satisfies ProductDetails));
    this.detailAnswers.set({ ...inputs, body });
    return body;
  }

  /** Supplement 7 (GET /products/details-by-title): the product with this title and subtitle; 464 when none. */
  async detailsByTitle(
    userId: number,
    title: string,
    subtitle: string,
    origin: string,
  ): Promise<Uint8Array<ArrayBuffer>> {
    await this.viewer(userId);
    const id = await findIdByTitle(this.db, title, subtitle);
    if (id === undefined) throw resourceNotFound("Product");
    return this.details(userId, id, origin);
  }

  /** Supplement 7 (POST /products/list): cards of the given ids in the given order; unknown ids are left out. */
  async list(userId: number, ids: readonly number[]): Promise<ProductCard[]> {
    const viewer = await this.viewer(userId);
    return this.cardsWith(viewer, await this.converter(viewer), ids);
  }

  /** Supplement 7 (GET /products/version): the catalogue version and size. */
  async version(): Promise<CatalogueVersion> {
    await this.catalogue.ready();
    return { version: this.catalogue.version(), productCount: this.catalogue.search.current().size };
  }

  /** Supplement 7 (favourites): the caller's favourites as cards, oldest first. */
  async favoriteList(userId: number): Promise<ProductCard[]> {
    const viewer = await this.viewer(userId);
    return this.cardsWith(viewer, await this.converter(viewer), [...viewer.favorites]);
  }

  /** Supplement 7 (POST and DELETE favourite): idempotent; 464 for a product the catalogue does not hold. */
  async setFavorite(userId: number, productId: number, favorite: boolean): Promise<void> {
    await this.viewer(userId);
    if (!this.catalogue.card(productId)) throw resourceNotFound("Product");
    if (favorite) await this.favorites.add(userId, productId);
    else await this.favorites.remove(userId, productId);
  }

  private cardsWith(viewer: Caller, convert: Convert, ids: readonly number[]): ProductCard[] {
    return ids.flatMap((id) => {
      const entry = this.catalogue.card(id);
      if (!entry) return [];
      const indicator = indicatorFor(this.catalogue.indicatorsOf(entry.row.partNumber), viewer);
      return [toProductCard(entry, viewer, convert, viewer.favorites.has(id), indicator)];
    });
  }

  /** Supplement 7 (GET /products/availability-indicator): the indicators that apply where the caller is. */
  async availabilityIndicators(
    userId: number,
    partNumber?: string,
    customOnly = false,
  ): Promise<AvailabilityIndicator[]> {
    const viewer = await this.viewer(userId);
    const indicators = partNumber ? this.catalogue.indicatorsOf(partNumber) : this.catalogue.allIndicators();
    // System management's "custom only" list shows every place's indicators, for the highest role.
    if (customOnly) {
      requireHighestRole(viewer.role);
      return [...indicators].sort((a, b) => a.partNumber.localeCompare(b.partNumber) || a.id - b.id);
    }
    const parts = [...new Set(indicators.map((indicator) => indicator.partNumber))];
    return parts.flatMap((part) => indicatorFor(this.catalogue.indicatorsOf(part), viewer) ?? []);
  }

  /**
   * Supplement 7 (GET /products/dynamic-filters): the facet counts for the current text and filters, as JSON
   * bytes; the same counts asked again on the same index are a lookup (`FacetAnswers`).
   */
  async dynamicFilters(
    userId: number,
    search: string | undefined,
    filter: string | undefined,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const viewer = await this.viewer(userId);
    const visibility = this.catalogue.visibilityFor(viewer);
    const index = this.catalogue.search.current();
    return this.facetAnswers.answer(
      index,
      { search, filter, ...visibility },
      () => index.facets({ search, filter: readFilter(filter), ...visibility }) satisfies DynamicFilters,
    );
  }

  /** Supplement 7 (POST /products/filter-matches): how many products the filter set would give. */
  async filterMatches(userId: number, filter: ProductFilter, search?: string): Promise<number> {
    const viewer = await this.viewer(userId);
    // The body is checked against the codec's schema; tree values are checked against the trees here.
    readFilterObject(filter);
    return this.catalogue.search
      .current()
      .filterMatches(filter, search, this.catalogue.visibilityFor(viewer));
  }

  /** Core spec 2.3 (finder): the counts per care area. */
  async productCounters(userId: number): Promise<ProductCounter[]> {
    const viewer = await this.viewer(userId);
    return this.catalogue.search.current().productCounters(this.catalogue.visibilityFor(viewer));
  }

  /** Supplement 3: hints from 3 trimmed characters, an empty answer below. */
  async autocomplete(userId: number, search: string): Promise<AutocompleteResult> {
    const viewer = await this.viewer(userId);
    return this.catalogue.search.current().autocomplete(search, this.catalogue.visibilityFor(viewer));
  }
}

/** Supplement 7: a filter object's tree values must be values of the trees (460 otherwise). */
function readFilterObject(filter: ProductFilter): void {
  const issues = (["deviceGroup", "productCluster"] as const).flatMap((key) =>
    (filter[key] ?? [])
      .filter((value) => !KNOWN_TREE_VALUES[key]?.has(value))
      .map((value) => ({ reason: "unknownValue" as const, key, value })),
  );
  if (issues.length > 0) throw validationFailed(productFilterFieldErrors(issues));
}
