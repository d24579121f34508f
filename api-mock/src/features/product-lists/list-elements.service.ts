import type {
  AddElementsRequest,
  AddToListsResponse,
  ChangeCrpAndQuantityRequest,
  CustomSortRequest,
  ListElementsResponse,
  MoveElementsRequest,
  NewElement,
  RemoveElementsRequest,
  SortingRequest,
} from "@catalogue/core/api";
import {
  canListReceiveProducts,
  partitionDuplicates,
  resolveDuplicateConflict,
  toCustomPositions,
} from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound, validationFailed } from "../../http/domain-error";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { assertOwnEditable, assertOwnPersonal } from "./list-access";
import { type ElementRow, type ListRecord, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";

/** One element change of core spec 5: quantity, CRP, or both. */
type ElementChange = Partial<Pick<ChangeCrpAndQuantityRequest, "crp" | "quantity">>;

/**
 * Core spec 4.7, 5 / supplement 7 (list elements): add, remove, change quantity or CRP, move between lists with
 * the duplicate conflict, sort and custom-sort, and several products to several lists. Every write is one
 * transaction that first bumps the list's version (428 when stale), so concurrent writers never both win, and
 * custom positions are renumbered so they stay a permutation of 0..n-1.
 */
export class ListElementsService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    private readonly referenceData: ReferenceDataService,
    private readonly now: () => Date,
  ) {}

  /** Supplement 7 (GET list-elements/{listId}): any readable list's elements in its sorting order. */
  async elements(userId: number, listId: number): Promise<ListElementsResponse> {
    const caller = await this.lists.caller(userId);
    // The element view shows no pin, so the pins query is skipped (one query less on the one connection).
    const { list, bundle } = await this.lists.readable(this.db, caller, listId, undefined, false);
    const content = await this.lists.views.elementViews(
      caller,
      bundle.elements.get(listId) ?? [],
      list.sortingType,
    );
    return {
      content,
      totalCount: content.length,
      version: list.version,
      sortingType: list.sortingType as ListElementsResponse["sortingType"],
    };
  }

  /** A write to one of the caller's personal lists: checks ownership and version, then runs `write`. */
  private async write(
    userId: number,
    listId: number,
    version: number,
    write: (tx: Db, caller: ListCaller, list: ListRecord, rows: ElementRow[]) => Promise<void>,
    changes = {},
  ): Promise<ListElementsResponse> {
    const caller = await this.lists.caller(userId);
    await this.db.transaction(async (tx) => {
      const list = assertOwnEditable((await listsRepository.find(tx, [listId]))[0], caller);
      await this.lists.bump(tx, caller, list, version, changes);
      await write(tx, caller, list, await listsRepository.elements(tx, [listId]));
    });
    return this.elements(userId, listId);
  }

  /** Core spec 5 (POST list-elements/{listId}): a product already on the list answers PRODUCT_ALREADY_ADDED. */
  add(userId: number, listId: number, request: AddElementsRequest): Promise<ListElementsResponse> {
    return this.write(userId, listId, request.version, async (tx, caller, list, rows) => {
      await this.assertCurrency(list, caller);
      const { accepted, duplicates } = partitionDuplicates(
        rows.map((row) => row.productId),
        request.elements,
      );
      if (duplicates.length > 0) {
        throw businessRule(
          "PRODUCT_ALREADY_ADDED",
          `Already on the list: ${duplicates.map((d) => d.productId).join(", ")}`,
        );
      }
      await this.insert(tx, caller, listId, rows.length, accepted);
    });
  }

  /** Supplement 7 (DELETE list-elements/{listId}): removes elements of the list; the rest close ranks. */
  remove(userId: number, listId: number, request: RemoveElementsRequest): Promise<ListElementsResponse> {
    return this.write(userId, listId, request.version, async (tx, _caller, _list, rows) => {
      const ids = new Set(request.ids);
      if (rows.filter((row) => ids.has(row.id)).length !== ids.size) throw resourceNotFound("List element");
      await listsRepository.removeElements(tx, [...ids]);
      await renumber(
        tx,
        rows.filter((row) => !ids.has(row.id)),
      );
    });
  }

  /** Core spec 5: one element's quantity and/or CRP, one request per element. */
  change(userId: number, listId: number, elementId: number, version: number, change: ElementChange) {
    return this.write(userId, listId, version, async (tx, _caller, _list, rows) => {
      if (!rows.some((row) => row.id === elementId)) throw resourceNotFound("List element");
      await listsRepository.updateElement(tx, elementId, change);
    });
  }

  /** Core spec 4.1 (PUT sorting): CREATED_AT, PRODUCT_GROUP or PRODUCT_TITLE. */
  sorting(userId: number, listId: number, request: SortingRequest): Promise<ListElementsResponse> {
    return this.write(userId, listId, request.version, async () => {}, { sortingType: request.sortingType });
  }

  /** Core spec 4.7 (PUT sorting/custom-sort): the full new order; then the list sorts CUSTOM. */
  customSort(userId: number, listId: number, request: CustomSortRequest): Promise<ListElementsResponse> {
    return this.write(
      userId,
      listId,
      request.version,
      async (tx, _caller, _list, rows) => {
        const ids = new Set(rows.map((row) => row.id));
        const unique = new Set(request.elementIds);
        if (
          unique.size !== request.elementIds.length ||
          unique.size !== ids.size ||
          request.elementIds.some((id) => !ids.has(id))
        ) {
          throw validationFailed([{ field: "elementIds", messageKey: "validation.invalidFormat" }]);
        }
        for (const { id, sortOrder } of toCustomPositions(request.elementIds)) {
          await listsRepository.updateElement(tx, id, { sortOrder });
        }
      },
      { sortingType: "CUSTOM" },
    );
  }

  /**
   * Core spec 4.7 (PUT list-elements/{from}/{to}/move): moves elements into another list of the caller. When the
   * target holds some of the products, the caller must choose to override or ignore their prices and quantities
   * (`resolution`); without one the answer is 409 PRODUCT_ALREADY_ADDED and nothing moves.
   */
  async move(
    userId: number,
    from: number,
    to: number,
    request: MoveElementsRequest,
  ): Promise<ListElementsResponse> {
    if (from === to) throw validationFailed([{ field: "to", messageKey: "validation.invalidFormat" }]);
    return this.write(userId, from, request.version, async (tx, caller, _source, rows) => {
      const target = assertOwnPersonal((await listsRepository.find(tx, [to]))[0], caller);
      await this.lists.bump(tx, caller, target, request.targetVersion);
      await this.assertCurrency(target, caller);
      const ids = new Set(request.elementIds);
      const moving = rows.filter((row) => ids.has(row.id));
      if (moving.length !== ids.size) throw resourceNotFound("List element");
      const existing = await listsRepository.elements(tx, [to]);
      const held = new Set(existing.map((row) => row.productId));
      if (!request.resolution && moving.some((row) => held.has(row.productId))) {
        throw businessRule("PRODUCT_ALREADY_ADDED", "The target list already holds some of these products");
      }
      const resolution = request.resolution ?? { prices: "ignore", quantities: "ignore" };
      const asElement = (row: ElementRow) => ({ ...row, pricing: { crp: row.crp } });
      const merged = resolveDuplicateConflict(existing.map(asElement), moving.map(asElement), resolution);
      for (const element of merged) {
        if (element.listId === to) {
          await listsRepository.updateElement(tx, element.id, {
            quantity: element.quantity,
            crp: element.pricing.crp ?? null,
          });
        }
      }
      await listsRepository.removeElements(tx, [...ids]);
      const added = merged.filter((element) => element.listId !== to);
      await listsRepository.insertElements(
        tx,
        added.map((element, index) => ({
          listId: to,
          productId: element.productId,
          quantity: element.quantity,
          crp: element.pricing.crp ?? null,
          discount: element.discount,
          sortOrder: existing.length + index,
          createdAt: element.createdAt,
        })),
      );
      await renumber(
        tx,
        rows.filter((row) => !ids.has(row.id)),
      );
    });
  }

  /**
   * Supplement 7 (POST /products/list-elements): several products to several of the caller's lists. Per list,
   * products it already holds and every product for a list in another currency are skipped and reported.
   */
  async addToLists(
    userId: number,
    listIds: readonly number[],
    elements: readonly NewElement[],
  ): Promise<AddToListsResponse> {
    const caller = await this.lists.caller(userId);
    return this.db.transaction(async (tx) => {
      const results: AddToListsResponse["results"] = [];
      await listsRepository.lock(tx, [...new Set(listIds)]);
      for (const listId of [...new Set(listIds)]) {
        const list = assertOwnPersonal((await listsRepository.find(tx, [listId]))[0], caller);
        if (!(await this.receives(list, caller))) {
          results.push({
            listId,
            added: [],
            skipped: elements.map((e) => ({ productId: e.productId, reason: "CURRENCY_MISMATCH" as const })),
          });
          continue;
        }
        const rows = await listsRepository.elements(tx, [listId]);
        const { accepted, duplicates } = partitionDuplicates(
          rows.map((row) => row.productId),
          elements,
        );
        if (accepted.length > 0) {
          await this.lists.bump(tx, caller, list, list.version);
          await this.insert(tx, caller, listId, rows.length, accepted);
        }
        results.push({
          listId,
          added: accepted.map((e) => e.productId),
          skipped: duplicates.map((e) => ({ productId: e.productId, reason: "DUPLICATE" as const })),
        });
      }
      return { results };
    });
  }

  private async receives(list: ListRecord, caller: ListCaller): Promise<boolean> {
    const { currencies } = await this.referenceData.get();
    const code = (id: number | null) => currencies.find((currency) => currency.id === id)?.title ?? null;
    return canListReceiveProducts({ currency: code(list.currencyId) ?? "" }, code(caller.currencyId));
  }

  private async assertCurrency(list: ListRecord, caller: ListCaller): Promise<void> {
    if (!(await this.receives(list, caller))) {
      throw businessRule("LIST_CURRENCY_MISMATCH", "The list is in another currency than yours");
    }
  }

  /** Appends products after the list's `count` elements; without a CRP the product's CRP for the caller is used. */
  private async insert(
    tx: Db,
    caller: ListCaller,
    listId: number,
    count: number,
    elements: readonly NewElement[],
  ) {
    for (const element of elements)
      if (!this.catalogue.card(element.productId)) throw resourceNotFound("Product");
    const priceOf = await this.lists.views.productPrices(caller);
    await listsRepository.insertElements(
      tx,
      elements.map((element, index) => ({
        listId,
        productId: element.productId,
        quantity: element.quantity,
        crp: element.crp === undefined ? priceOf(element.productId).crp : element.crp,
        sortOrder: count + index,
        createdAt: this.now(),
      })),
    );
  }
}

/** Core spec 4.7: after a removal the remaining elements keep their order with positions 0..n-1. */
async function renumber(tx: Db, rows: readonly ElementRow[]): Promise<void> {
  const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const [index, row] of ordered.entries()) {
    if (row.sortOrder !== index) await listsRepository.updateElement(tx, row.id, { sortOrder: index });
  }
}
