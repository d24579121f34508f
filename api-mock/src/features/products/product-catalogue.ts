import type { AvailabilityIndicator } from "@catalogue/core/model";
import { isHiddenByClearance } from "@catalogue/core/status";
import type { Db } from "../../db/database";
import { DEFAULT_COUNTRY_ID } from "../../db/schema/index";
import { SearchService, toSearchDocument, type Visibility } from "../../search";
import { loadIndicators } from "./availability-indicators";
import { CountryRowStore } from "./country-row-store";
import { type CardEntry, statusInputs } from "./product-cards";
import { type StoredProduct, unpackDetailParts } from "./product-detail-parts";
import { type CountryRow, loadCatalogue } from "./products.repository";

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
    const details = new Map<number, string>();
    const clearances = new Map<number, Clearance>();
    const countryKeys = new Set<number>([DEFAULT_COUNTRY_ID]);
    // One product at a time into compact columns (see CountryRowStore); the rows are never all held as objects.
    await loadCatalogue(this.db, (row, countries, stored) => {
      const start = store.size;
      for (const country of countries) {
        store.add(country);
        countryKeys.add(country.countryId);
      }
      cards.set(row.id, { row, countries: store.slice(start, countries.length) });
      if (stored !== undefined) details.set(row.id, stored);
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
    this.details = details;
    this.countryKeys = countryKeys;
    this.indicators = indicators;
    this.loads += 1;
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
   * Issue 6 item 3: what the detail page adds to the product's card; loaded with the catalogue, so a detail
   * request reads no database (see `StoredProduct`).
   */
  storedProduct(id: number): StoredProduct | undefined {
    const packed = this.details.get(id);
    return packed === undefined ? undefined : unpackDetailParts(packed);
  }

  /** Issue 6 item 1: the cached card data of a product. */
  card(id: number): CardEntry | undefined {
    return this.cards.get(id);
  }
}
