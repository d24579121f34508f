import { canSeePrices } from "@catalogue/core/access";
import type { OfflineChangeResult, OfflineSyncRequest, OfflineSyncResponse } from "@catalogue/core/api";
import {
  mergeOfflineEdits,
  type OfflineEditResult,
  type OfflineElementValues,
  type OfflineMergedList,
} from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { canEditElements } from "../product-lists/list-access";
import type { ListElementWriter } from "../product-lists/list-element-writer";
import { type ElementRow, type ListRecord, listsRepository } from "../product-lists/product-lists.repository";
import type { ListCaller } from "../product-lists/product-lists.service";

/** The lists an offline batch names that the caller may change, read inside the sync's transaction. */
interface Editable {
  records: Map<number, ListRecord>;
  rows: Map<number, ElementRow[]>;
  receives: Map<number, boolean>;
}

/**
 * Supplement 7 (POST /offline/sync): the list edits a user made offline, merged by core's `mergeOfflineEdits`
 * into the lists as they are now and written in one transaction. The caller's own personal lists and drafts take
 * edits, as for every element write (core spec 4.7; a draft as its draft-element calls: only while its country and
 * currency are the caller's); each list written gets one version bump, which also retires
 * its cached elements and answers (they are keyed by version). An add follows the online add: the product must be
 * one the catalogue holds and the list in the caller's currency, and without a CRP it takes the caller's.
 */
export class OfflineSyncService {
  constructor(
    private readonly db: Db,
    private readonly writer: ListElementWriter,
    private readonly now: () => Date,
  ) {}

  async sync(userId: number, request: OfflineSyncRequest): Promise<OfflineSyncResponse> {
    const caller = await this.writer.lists.caller(userId);
    // Read outside the transaction: PGlite has one connection, so a read on `db` inside one would wait forever.
    const priceOf = await this.writer.lists.views.productPrices(caller);
    const listIds = [...new Set(request.changes.map((change) => change.listId))];
    return this.db.transaction(async (tx) => {
      const editable = await this.editable(tx, caller, listIds);
      const merge = mergeOfflineEdits(
        {
          lists: new Map([...editable.rows].map(([listId, rows]) => [listId, valuesOf(rows)])),
          mayJoin: (listId, productId) =>
            editable.receives.get(listId) === true && this.writer.knows(productId),
          defaultCrp: (productId) => priceOf(productId).crp,
        },
        request.changes,
      );
      const lists: OfflineSyncResponse["lists"] = [];
      for (const [listId, merged] of merge.lists) {
        const list = editable.records.get(listId) as ListRecord;
        const written = await this.write(tx, caller, list, editable.rows.get(listId) ?? [], merged);
        lists.push({ listId, version: written ? list.version + 1 : list.version });
      }
      const prices = canSeePrices(caller);
      const results = merge.results.map((result, index) =>
        // Core spec 6: a caller who may not see prices is not told a CRP, not even the one a conflict kept.
        !prices && request.changes[index]?.kind === "crp" ? withoutValue(result) : result,
      );
      return { results, lists };
    });
  }

  /**
   * Locks the named lists (so no other writer slips in between read and write) and keeps those the caller may
   * change: their own personal lists, and their drafts while the draft's country and currency are still theirs.
   */
  private async editable(tx: Db, caller: ListCaller, listIds: readonly number[]): Promise<Editable> {
    await listsRepository.lock(tx, listIds);
    const records = new Map<number, ListRecord>();
    // Written in id order, the order the locks were taken in.
    for (const list of (await listsRepository.find(tx, listIds)).sort((a, b) => a.id - b.id)) {
      if (!canEditElements(list, caller)) continue;
      if (list.type === "draft" && !(await this.writer.draftMatches(list, caller))) continue;
      records.set(list.id, list);
    }
    const rows = new Map<number, ElementRow[]>([...records.keys()].map((id) => [id, []]));
    for (const row of await listsRepository.elements(tx, [...records.keys()]))
      rows.get(row.listId)?.push(row);
    const receives = new Map<number, boolean>();
    for (const list of records.values()) receives.set(list.id, await this.writer.receives(list, caller));
    return { records, rows, receives };
  }

  /** Writes one merged list: one version bump, changed values, added products at the end. False: nothing to write. */
  private async write(
    tx: Db,
    caller: ListCaller,
    list: ListRecord,
    rows: readonly ElementRow[],
    merged: OfflineMergedList,
  ): Promise<boolean> {
    if (merged.added.length === 0 && merged.changed.length === 0) return false;
    await this.writer.lists.bump(tx, caller, list, list.version);
    const byProduct = new Map(rows.map((row) => [row.productId, row]));
    for (const productId of merged.changed) {
      const values = merged.elements.get(productId) as OfflineElementValues;
      const row = byProduct.get(productId) as ElementRow;
      await listsRepository.updateElement(tx, row.id, { quantity: values.quantity, crp: values.crp });
    }
    await listsRepository.insertElements(
      tx,
      merged.added.map((productId, index) => {
        const values = merged.elements.get(productId) as OfflineElementValues;
        return {
          listId: list.id,
          productId,
          quantity: values.quantity,
          crp: values.crp,
          sortOrder: rows.length + index,
          createdAt: this.now(),
        };
      }),
    );
    return true;
  }
}

function withoutValue({ serverValue: _hidden, ...result }: OfflineEditResult): OfflineChangeResult {
  return result;
}

function valuesOf(rows: readonly ElementRow[]): Map<number, OfflineElementValues> {
  return new Map(rows.map((row) => [row.productId, { quantity: row.quantity, crp: row.crp }]));
}
