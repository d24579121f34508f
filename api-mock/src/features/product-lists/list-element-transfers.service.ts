import type {
  AddToListsResponse,
  ListElementsResponse,
  MoveElementsRequest,
  NewElement,
} from "@catalogue/core/api";
import { partitionDuplicates, resolveDuplicateConflict } from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound, validationFailed } from "../../http/domain-error";
import { assertOwnPersonal } from "./list-access";
import { type ListElementWriter, renumber } from "./list-element-writer";
import { type ElementRow, listsRepository } from "./product-lists.repository";

/**
 * Core spec 4.7 / supplement 7: elements that travel between lists: a move into another list of the caller
 * (with the duplicate conflict) and several products to several lists at once.
 */
export class ListElementTransfers {
  constructor(
    private readonly db: Db,
    private readonly writer: ListElementWriter,
  ) {}

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
    return this.writer.write(userId, from, request.version, async (tx, caller, _source, rows) => {
      const target = assertOwnPersonal((await listsRepository.find(tx, [to]))[0], caller);
      await this.writer.lists.bump(tx, caller, target, request.targetVersion);
      await this.writer.assertCurrency(target, caller);
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
    const caller = await this.writer.lists.caller(userId);
    return this.db.transaction(async (tx) => {
      const results: AddToListsResponse["results"] = [];
      await listsRepository.lock(tx, [...new Set(listIds)]);
      for (const listId of [...new Set(listIds)]) {
        const list = assertOwnPersonal((await listsRepository.find(tx, [listId]))[0], caller);
        if (!(await this.writer.receives(list, caller))) {
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
          await this.writer.lists.bump(tx, caller, list, list.version);
          await this.writer.insert(tx, caller, listId, rows.length, accepted);
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
}
