import { canSeePrices } from "@catalogue/core/access";
import type { HealthProduct, ListHealthResponse } from "@catalogue/core/api";
import {
  type HealthFacts,
  healthFactsOf,
  listHealthEntries,
  repriceAlternatives,
  repriceSkipReason,
} from "@catalogue/core/rules/lists";
import type { StatusProduct } from "@catalogue/core/status";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { listOpenMarks } from "../../db/schema/index";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import type { ElementRow, ListRecord } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";

/** A product's state in the list's country: its status inputs (undefined: not sold there) and health facts. */
type ListCountryState = {
  statusIn: (productId: number) => StatusProduct | undefined;
  factsOf: (productId: number) => HealthFacts;
};

/**
 * Core spec 4.2 / 4.7 (list health check): what changed about the products of a list since the caller last
 * acknowledged it, and what may not be quoted now. The facts are read in the list's country and currency (the
 * country decides clearance and availability); the rules that compare them are core's `listHealthEntries` and
 * `repriceSkipReason`. The first open remembers the list as it is; `seen` moves the reference to now.
 */
export class ListHealthService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    private readonly referenceData: ReferenceDataService,
    private readonly now: () => Date,
  ) {}

  async health(userId: number, id: number): Promise<ListHealthResponse> {
    const caller = await this.lists.caller(userId);
    const { list, bundle } = await this.lists.readable(this.db, caller, id, undefined, false);
    const rows = [...(bundle.elements.get(list.id) ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
    const state = await this.countryState(caller, list);
    const [mark] = await this.db
      .select()
      .from(listOpenMarks)
      .where(and(eq(listOpenMarks.userId, userId), eq(listOpenMarks.listId, list.id)));
    if (!mark) await this.remember(userId, list.id, rows, state, false);
    const before = new Map(Object.entries(mark?.snapshot ?? {}).map(([key, facts]) => [Number(key), facts]));
    const entries = listHealthEntries(
      rows.map((row) => row.productId),
      before,
      state.factsOf,
      (productId) => repriceSkipReason(state.statusIn(productId)),
      canSeePrices(caller),
    );
    const byProduct = new Map(rows.map((row) => [row.productId, row]));
    const products: HealthProduct[] = [];
    for (const { productId, changes, reason } of entries) {
      const row = byProduct.get(productId) as ElementRow;
      products.push({ ...(await this.named(row, state)), changes, reason });
    }
    return { since: mark ? mark.openedAt.toISOString() : null, products };
  }

  /** The caller acknowledged the changes: the list's products as they are now become the reference. */
  async seen(userId: number, id: number): Promise<{ since: string }> {
    const caller = await this.lists.caller(userId);
    const { list, bundle } = await this.lists.readable(this.db, caller, id, undefined, false);
    const state = await this.countryState(caller, list);
    const at = await this.remember(userId, list.id, bundle.elements.get(list.id) ?? [], state, true);
    return { since: at.toISOString() };
  }

  /** Stores the facts of the list's products now; `replace` overwrites an earlier mark, else the first one wins. */
  private async remember(
    userId: number,
    listId: number,
    rows: readonly ElementRow[],
    state: ListCountryState,
    replace: boolean,
  ): Promise<Date> {
    const openedAt = this.now();
    const snapshot = Object.fromEntries(
      rows.map((row) => [String(row.productId), state.factsOf(row.productId)]),
    );
    const insert = this.db.insert(listOpenMarks).values({ userId, listId, openedAt, snapshot });
    await (replace
      ? insert.onConflictDoUpdate({
          target: [listOpenMarks.userId, listOpenMarks.listId],
          set: { openedAt, snapshot },
        })
      : insert.onConflictDoNothing());
    return openedAt;
  }

  /** Core spec 4.2 / 6: the products' status inputs and CRP in the list's country and currency. */
  private async countryState(caller: ListCaller, list: ListRecord): Promise<ListCountryState> {
    const countryId = list.countryId ?? caller.countryId;
    const country = await this.referenceData.country(countryId);
    const place = { countryId, subregionId: country?.subregion?.id ?? null };
    const statusIn = (productId: number) => this.catalogue.statusInputsIn(productId, place);
    const priceOf = await this.lists.views.productPrices({
      ...caller,
      ...place,
      currencyId: list.currencyId,
    });
    const factsOf = (productId: number) => healthFactsOf(statusIn(productId), priceOf(productId).crp);
    return { statusIn, factsOf };
  }

  /**
   * An element as the answer names it, with the alternatives the list's country takes (supplement 7) and the
   * availability override in force for it there (core spec 4.2).
   */
  private async named(row: ElementRow, state: ListCountryState) {
    const stored = await this.catalogue.storedProduct(row.productId);
    const titleOf = (productId: number) => this.catalogue.card(productId)?.row.title ?? "";
    return {
      elementId: row.id,
      productId: row.productId,
      title: titleOf(row.productId),
      quantity: row.quantity,
      customStatus: state.statusIn(row.productId)?.customStatus ?? null,
      alternatives: repriceAlternatives(stored?.alternatives ?? [], state.statusIn).map((alternative) => ({
        id: alternative,
        title: titleOf(alternative),
      })),
    };
  }
}
