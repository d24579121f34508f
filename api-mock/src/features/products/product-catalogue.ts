import type { AvailabilityIndicator } from "@catalogue/core/model";
import type { StatusProduct } from "@catalogue/core/status";
import type { Db } from "../../db/database";
import { DEFAULT_COUNTRY_ID } from "../../db/schema/index";
import { SearchService, toSearchDocument, type Visibility } from "../../search";
import { type IndicatorPlace, indicatorFor, loadIndicators } from "./availability-indicators";
import { countryKeysOf, unclearedKeys } from "./clearance-keys";
import { type CountryRowSlice, CountryRowStore } from "./country-row-store";
import { type CardEntry, countryRowFor, statusInputs } from "./product-cards";
import {
  type DetailTexts,
  loadDetailTexts,
  type StoredProduct,
  unpackDetailParts,
} from "./product-detail-parts";
import { CATALOGUE_BATCH, countCountryRows, loadCatalogue } from "./products.repository";

/**
 * The search index and the card cache, loaded together from the database at start and
 * on `reload()`; requests read both from memory, never the single-connection database.
 */
export class ProductCatalogue {
  readonly search = new SearchService();
  private cards: ReadonlyMap<number, CardEntry> = new Map();
  private indicators: ReadonlyMap<string, AvailabilityIndicator[]> = new Map();
  private loaded: Promise<void> | undefined;
  private loads = 0;
  private details: ReadonlyMap<number, DetailTexts> = new Map();
  /** Whether `details` holds every product's parts; until then a missing one is read from the database. */
  private detailsComplete = false;
  private detailsLoading: Promise<boolean> = Promise.resolve(false);
  private countryKeys: ReadonlySet<number> = new Set([DEFAULT_COUNTRY_ID]);

  constructor(private readonly db: Db) {}

  /** Loads once; later calls wait for the same load. */
  ready(): Promise<void> {
    this.loaded ??= this.reload().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  /**
   * Reads the products again after they changed. Before the first load has started, that load is the read;
   * otherwise it waits for the first load, so that one, finishing late, cannot replace the newer read.
   */
  async refresh(): Promise<void> {
    if (this.loaded === undefined) return this.ready();
    await this.ready();
    await this.reload();
  }

  /** Reads the products again (after an import) and swaps index and cards when both are built. */
  async reload(): Promise<void> {
    const store = new CountryRowStore(await countCountryRows(this.db));
    const cards = new Map<number, CardEntry & { countries: CountryRowSlice }>();
    // One product at a time into compact columns (see CountryRowStore); the rows are never held as objects.
    await loadCatalogue(this.db, (row, countryText) => {
      cards.set(row.id, { row, countries: store.addText(row.id, countryText) });
    });
    store.compact();
    const countryKeys = countryKeysOf(store);
    const indicators = await loadIndicators(this.db);
    const keys = [...countryKeys];
    await this.search.rebuild(() =>
      Array.from(cards.values(), (entry) =>
        toSearchDocument(entry.row, unclearedKeys(entry.countries, keys)),
      ),
    );
    this.cards = cards;
    this.countryKeys = countryKeys;
    this.indicators = indicators;
    this.loads += 1;
    // The detail parts (about a third of the load's database time) load after the index is
    // ready, so the server listens sooner; until they are in, a detail reads its product's parts from the
    // database (`storedProduct`), so answers are the same, only slower.
    this.details = new Map();
    this.detailsComplete = false;
    const load = this.loads;
    // On a failure (e.g. the database closed while loading) the cold path stays in use; a later reload retries.
    this.detailsLoading = this.loadDetails([...cards.keys()], load).catch(() => false);
  }

  /** Every product's detail parts, in batches by id, for the load `load` (a newer load wins). */
  private async loadDetails(ids: readonly number[], load: number): Promise<boolean> {
    const sorted = [...ids].sort((a, b) => a - b);
    const details = new Map<number, DetailTexts>();
    const environments = new Map<string, string>();
    for (let start = 0; start < sorted.length; start += CATALOGUE_BATCH) {
      const first = sorted[start] ?? 0;
      const last = sorted[Math.min(start + CATALOGUE_BATCH, sorted.length) - 1] ?? first;
      for (const [id, texts] of await loadDetailTexts(this.db, first - 1, last, environments))
        details.set(id, texts);
      if (load !== this.loads) return false;
    }
    this.details = details;
    this.detailsComplete = true;
    return true;
  }

  /** Whether the detail parts of the latest load came into memory, once that load ends. */
  detailsLoaded(): Promise<boolean> {
    return this.detailsLoading;
  }

  /**
   * Reads only the indicators again after an admin changed one (cheap, unlike `reload()`);
   * cards and details read them per request, so the change shows at once.
   */
  async reloadIndicators(): Promise<void> {
    this.indicators = await loadIndicators(this.db);
  }

  /**
   * Core spec 5 (hide without market clearance): the clearance key of the caller's country for the index, or
   * undefined when the setting is off. Countries without rows of their own read the global row (key 0).
   */
  visibilityFor(viewer: { countryId: number | null; hideWithoutMarketClearance: boolean }): Visibility {
    if (!viewer.hideWithoutMarketClearance) return {};
    const key = viewer.countryId !== null && this.countryKeys.has(viewer.countryId) ? viewer.countryId : 0;
    return { hideUnclearedIn: key };
  }

  /** Core spec 4.8: the custom availability indicators of a part number. */
  indicatorsOf(partNumber: string): readonly AvailabilityIndicator[] {
    return this.indicators.get(partNumber) ?? [];
  }

  /** Every indicator. */
  allIndicators(): AvailabilityIndicator[] {
    return [...this.indicators.values()].flat();
  }

  /** Supplement 7 (products version): changes with every reload, so clients know when cached products are stale. */
  version(): string {
    return `${this.loads}-${this.cards.size}`;
  }

  /**
   * What the detail page adds to the product's card; from memory once the parts are loaded (see
   * `StoredProduct`), from the database while they load after a (re)load.
   */
  async storedProduct(id: number): Promise<StoredProduct | undefined> {
    let packed = this.details.get(id);
    if (packed === undefined && !this.detailsComplete && this.cards.has(id)) {
      packed = (await loadDetailTexts(this.db, id - 1, id)).get(id);
    }
    return packed === undefined ? undefined : unpackDetailParts(packed);
  }

  /** The cached card data of a product. */
  card(id: number): CardEntry | undefined {
    return this.cards.get(id);
  }

  /**
   * Core spec 4.2 / 4.8: what decides a product's status in one country (its row there, else the global row, and
   * the indicator for the place); undefined for a product the catalogue does not hold.
   */
  statusInputsIn(productId: number, place: IndicatorPlace): StatusProduct | undefined {
    const entry = this.cards.get(productId);
    const row = entry ? countryRowFor(entry, place.countryId) : undefined;
    if (!entry || !row) return undefined;
    return statusInputs(row, indicatorFor(this.indicatorsOf(entry.row.partNumber), place));
  }
}
