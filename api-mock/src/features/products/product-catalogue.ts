import type { AvailabilityIndicator } from "@catalogue/core/model";
import { isHiddenByClearance } from "@catalogue/core/status";
import type { Db } from "../../db/database";
import { DEFAULT_COUNTRY_ID } from "../../db/schema/index";
import { SearchService, toSearchDocument, type Visibility } from "../../search";
import { loadIndicators } from "./availability-indicators";
import { CountryRowStore } from "./country-row-store";
import { type CardEntry, statusInputs } from "./product-cards";
import { loadDetailTexts, type StoredProduct, unpackDetailParts } from "./product-detail-parts";
import { CATALOGUE_BATCH, type CountryRow, loadCatalogue } from "./products.repository";

/** The viewer the index's clearance sets are taken for: one who hides products without clearance. */
const HIDING_VIEWER = { hideWithoutMarketClearance: true };

/** Core spec 5: whether a viewer who hides products without clearance would not see one with this country row. */
function hiddenWith(country: CountryRow | undefined): boolean {
  return isHiddenByClearance(statusInputs(country), HIDING_VIEWER);
}

/** Core spec 5: what decides in which country keys a product is hidden, read once from its own rows. */
interface Clearance {
  own: Int32Array;
  hiddenOwn: number[];
  /** Whether the row the other countries read (the global one) hides it. */
  hiddenElsewhere: boolean;
}

function clearanceOf(countries: readonly CountryRow[]): Clearance {
  const global = countries.find((country) => country.countryId === DEFAULT_COUNTRY_ID);
  return {
    own: Int32Array.from(countries, (country) => country.countryId),
    hiddenOwn: countries.filter(hiddenWith).map((country) => country.countryId),
    hiddenElsewhere: hiddenWith(global),
  };
}

/**
 * Core spec 5: the country keys (ids with rows, 0 for the rest) where a viewer who hides would not see the
 * product: its own rows decide for their countries, the global row for every other key. Issue 6 item 9: taken
 * from the rows as loaded; asking each of 13 keys through the card (a row object each) cost 0.6 s of the load.
 */
function unclearedKeys(clearance: Clearance, keys: readonly number[]): number[] {
  if (!clearance.hiddenElsewhere) return clearance.hiddenOwn;
  return [...clearance.hiddenOwn, ...keys.filter((key) => !clearance.own.includes(key))];
}

/**
 * Issue 6 items 1 and 8: the search index and the card cache, loaded together from the database at start and
 * on `reload()`; requests read both from memory, never the single-connection database.
 */
export class ProductCatalogue {
  readonly search = new SearchService();
  private cards: ReadonlyMap<number, CardEntry> = new Map();
  private indicators: ReadonlyMap<string, AvailabilityIndicator[]> = new Map();
  private loaded: Promise<void> | undefined;
  private loads = 0;
  private details: ReadonlyMap<number, string> = new Map();
  /** Whether `details` holds every product's parts; until then a missing one is read from the database. */
  private detailsComplete = false;
  private detailsLoading: Promise<boolean> = Promise.resolve(false);
  private countryKeys: ReadonlySet<number> = new Set([DEFAULT_COUNTRY_ID]);

  constructor(private readonly db: Db) {}

  /** Issue 6 item 8: loads once; later calls wait for the same load. */
  ready(): Promise<void> {
    this.loaded ??= this.reload().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  /** Issue 6 item 8: reads the products again (after an import) and swaps index and cards when both are built. */
  async reload(): Promise<void> {
    const store = new CountryRowStore();
    const cards = new Map<number, CardEntry>();
    const clearances = new Map<number, Clearance>();
    const countryKeys = new Set<number>([DEFAULT_COUNTRY_ID]);
    // One product at a time into compact columns (see CountryRowStore); the rows are never all held as objects.
    await loadCatalogue(this.db, (row, countries) => {
      const start = store.size;
      for (const country of countries) {
        store.add(country);
        countryKeys.add(country.countryId);
      }
      cards.set(row.id, { row, countries: store.slice(start, countries.length) });
      clearances.set(row.id, clearanceOf(countries));
    });
    store.compact();
    const indicators = await loadIndicators(this.db);
    const keys = [...countryKeys];
    await this.search.rebuild(() =>
      [...cards.values()].map((entry) =>
        toSearchDocument({
          ...entry.row,
          unclearedIn: unclearedKeys(clearances.get(entry.row.id) ?? clearanceOf([]), keys),
        }),
      ),
    );
    this.cards = cards;
    this.countryKeys = countryKeys;
    this.indicators = indicators;
    this.loads += 1;
    // Issue 6 item 9: the detail parts (about a third of the load's database time) load after the index is
    // ready, so the server listens sooner; until they are in, a detail reads its product's parts from the
    // database (`storedProduct`), so answers are the same, only slower.
    this.details = new Map();
    this.detailsComplete = false;
    const load = this.loads;
    // On a failure (e.g. the database closed while loading) the cold path stays in use; a later reload retries.
    this.detailsLoading = this.loadDetails([...cards.keys()], load).catch(() => false);
  }

  /** Issue 6 item 9: every product's detail parts, in batches by id, for the load `load` (a newer load wins). */
  private async loadDetails(ids: readonly number[], load: number): Promise<boolean> {
    const sorted = [...ids].sort((a, b) => a - b);
    const details = new Map<number, string>();
    for (let start = 0; start < sorted.length; start += CATALOGUE_BATCH) {
      const first = sorted[start] ?? 0;
      const last = sorted[Math.min(start + CATALOGUE_BATCH, sorted.length) - 1] ?? first;
      for (const [id, text] of await loadDetailTexts(this.db, first - 1, last)) details.set(id, text);
      if (load !== this.loads) return false;
    }
    this.details = details;
    this.detailsComplete = true;
    return true;
  }

  /** Issue 6 item 9: whether the detail parts of the latest load came into memory, once that load ends. */
  detailsLoaded(): Promise<boolean> {
    return this.detailsLoading;
  }

  /**
   * Issue 8 item 4: reads only the indicators again after an admin changed one (cheap, unlike `reload()`);
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

  /** Issue 6 item 6: every indicator. */
  allIndicators(): AvailabilityIndicator[] {
    return [...this.indicators.values()].flat();
  }

  /** Supplement 7 (products version): changes with every reload, so clients know when cached products are stale. */
  version(): string {
    return `${this.loads}-${this.cards.size}`;
  }

  /**
   * Issue 6 item 3: what the detail page adds to the product's card; from memory once the parts are loaded (see
   * `StoredProduct`), from the database while they load after a (re)load.
   */
  async storedProduct(id: number): Promise<StoredProduct | undefined> {
    let packed = this.details.get(id);
    if (packed === undefined && !this.detailsComplete && this.cards.has(id)) {
      packed = (await loadDetailTexts(this.db, id - 1, id)).get(id);
    }
    return packed === undefined ? undefined : unpackDetailParts(packed);
  }

  /** Issue 6 item 1: the cached card data of a product. */
  card(id: number): CardEntry | undefined {
    return this.cards.get(id);
  }
}
