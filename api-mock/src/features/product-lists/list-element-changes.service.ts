import { canSeePrices } from "@catalogue/core/access";
import type { ChangeCrpAndQuantityRequest, ElementChangeResponse } from "@catalogue/core/api";
import type { Db } from "../../db/database";
import { GroupCommit } from "../../db/group-commit";
import { canEditElements } from "./list-access";
import {
  type ElementChangeRow,
  elementChangesRepository,
  oneChangePerList,
} from "./list-element-changes.repository";
import { elementPricing, listPriceTotals } from "./list-element-pricing";
import type { ElementRow } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";

/** One element change of core spec 5: quantity, CRP, or both. */
export type ElementChange = Partial<Pick<ChangeCrpAndQuantityRequest, "crp" | "quantity">>;

/** A change on its way through the group commit; `version` is the list's new version once it was written. */
type PendingChange = ElementChangeRow & { written?: number };

/** The full write path, for what the fast path does not write: it answers with the exact refusal (428, 464). */
export type FullChange = (
  userId: number,
  listId: number,
  elementId: number,
  version: number,
  change: ElementChange,
) => Promise<unknown>;

/**
 * Core spec 5 / 8 (the v2 change calls): one element's quantity or CRP, answered with what changed. The
 * write is one statement (version check, ownership and the element in one go, see `elementChangesRepository`),
 * and changes that arrive together share one transaction (`GroupCommit`), each still applied or refused on its
 * own. The answer is built from the list's rows as they were at the version the caller sent (kept by
 * `ListViews`), with the change applied: those are exactly the rows at the new version, so nothing is read back,
 * and they are kept under the new version for the next change and the next open.
 */
export class ElementChanges {
  private readonly writes: GroupCommit<PendingChange>;

  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly now: () => Date,
    private readonly full: FullChange,
  ) {
    this.writes = new GroupCommit<PendingChange>(
      (batch) => this.db.transaction(async (tx) => this.applyAll(tx as unknown as Db, batch)),
      (change) => this.applyAll(this.db, [change]),
    );
  }

  /** Changes one element of one of the caller's lists; a stale version is 428, an unknown element 464. */
  async change(
    userId: number,
    listId: number,
    elementId: number,
    version: number,
    change: ElementChange,
  ): Promise<ElementChangeResponse> {
    const caller = await this.lists.caller(userId);
    const rows = await this.rowsAt(caller, listId, version);
    if (rows?.some((row) => row.id === elementId)) {
      const pending: PendingChange = { userId, listId, version, elementId, ...change, at: this.now() };
      await this.writes.submit(pending);
      if (pending.written !== undefined) {
        const changed = rows.map((row) => (row.id === elementId ? { ...row, ...change } : row));
        this.lists.views.keepRows(listId, pending.written, changed);
        return this.answer(caller, changed, elementId, pending.written, pending.at);
      }
    }
    // Stale version, a list that is not the caller's to edit, an element not on it: the full path refuses it
    // with the exact error (or, if the list changed back meanwhile, writes it and the answer is read afresh).
    await this.full(userId, listId, elementId, version, change);
    const { list, bundle } = await this.lists.readable(this.db, caller, listId, undefined, false);
    return this.answer(
      caller,
      bundle.elements.get(listId) ?? [],
      elementId,
      list.version,
      list.lastUpdatedAt,
    );
  }

  /** The rows of the caller's editable list at `version`, or undefined when it is not at that version. */
  private async rowsAt(
    caller: ListCaller,
    listId: number,
    version: number,
  ): Promise<readonly ElementRow[] | undefined> {
    const kept = this.lists.views.rowsAt(listId, version);
    if (kept) return kept;
    // Read outside a transaction, so `ListViews` keeps the rows under the version read with them.
    const { list, bundle } = await this.lists.readable(this.db, caller, listId, undefined, false);
    if (list.version !== version || !canEditElements(list, caller)) return undefined;
    return bundle.elements.get(listId) ?? [];
  }

  private async applyAll(db: Db, batch: readonly PendingChange[]): Promise<void> {
    // Many users each changing their own list: one statement for the whole batch.
    if (batch.length > 1 && oneChangePerList(batch)) {
      const written = await elementChangesRepository.applyMany(db, batch);
      for (const change of batch) change.written = written.get(change.listId);
      return;
    }
    // Two changes of one list in a batch: one after the other, the second sees the first's version. In list id
    // order (a stable sort keeps one list's changes in arrival order): two instances on one PostgreSQL then lock
    // the lists of their batches in the same order and never wait on each other in a cycle.
    const ordered = [...batch].sort((a, b) => a.listId - b.listId);
    for (const change of ordered) change.written = await elementChangesRepository.apply(db, change);
  }

  /** Core spec 3: the element's row and, for callers allowed prices, the list totals, from `rows`. */
  private async answer(
    caller: ListCaller,
    rows: readonly ElementRow[],
    elementId: number,
    version: number,
    at: Date,
  ): Promise<ElementChangeResponse> {
    const row = rows.find((candidate) => candidate.id === elementId);
    if (!row) throw new Error(`element ${elementId} is not on list version ${version}`);
    const counts = await this.lists.views.pieceCounts();
    const priceOf = canSeePrices(caller) ? await this.lists.views.productPrices(caller) : undefined;
    const element = {
      id: row.id,
      listId: row.listId,
      productId: row.productId,
      quantity: row.quantity,
      sortOrder: row.sortOrder,
      pricing: elementPricing(row, counts, priceOf?.(row.productId)),
    };
    if (!priceOf) return { element, version, lastUpdatedAt: at.toISOString() };
    const totals = listPriceTotals(rows, counts, (productId) => priceOf(productId).ggp);
    return { element, version, lastUpdatedAt: at.toISOString(), totals };
  }
}
