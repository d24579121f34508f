import type { AvailabilityIndicator } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { SearchService, toSearchDocument } from "../../search";
import { loadIndicators } from "./availability-indicators";
import { buildCardCache, type CardEntry } from "./product-cards";
import { loadCatalogueRows, loadCountryRows } from "./products.repository";

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
    const [rows, countryRows, indicators] = await Promise.all([
      loadCatalogueRows(this.db),
      loadCountryRows(this.db),
      loadIndicators(this.db),
    ]);
    const cards = buildCardCache(rows, countryRows);
    await this.search.rebuild(() => rows.map(toSearchDocument));
    this.cards = cards;
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

  /** Issue 6 item 1: the cached card data of a product. */
  card(id: number): CardEntry | undefined {
    return this.cards.get(id);
  }
}
