import type {
  AddElementsRequest,
  CustomSortRequest,
  ListElementsResponse,
  RemoveElementsRequest,
  ReplaceElementRequest,
  SortingRequest,
} from "@catalogue/core/api";
import { partitionDuplicates, toCustomPositions } from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import type { WriteGeneration } from "../../db/write-generation";
import { businessRule, resourceNotFound, validationFailed } from "../../http/domain-error";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { type ElementChange, ElementChanges } from "./list-element-changes.service";
import { ListElementTransfers } from "./list-element-transfers.service";
import { ListElementWriter, renumber } from "./list-element-writer";
import { ListOpener } from "./list-opener";
import { listsRepository } from "./product-lists.repository";
import type { ProductListsService } from "./product-lists.service";

/**
 * Core spec 4.7, 5 / supplement 7 (list elements) on one list: open it, add, remove, change quantity or CRP,
 * sort and custom-sort. Every write goes through `ListElementWriter` (one transaction, version first); moves
 * and several-to-several adds are `transfers`.
 */
export class ListElementsService {
  private readonly opener: ListOpener;
  /** What every element write shares (the offline sync writes through it too). */
  readonly writer: ListElementWriter;
  /** Core spec 4.7: moves between lists and several products to several lists. */
  readonly transfers: ListElementTransfers;
  /** Core spec 5 (the v2 change calls): one element's quantity or CRP, answered with what changed. */
  readonly changes: ElementChanges;

  constructor(
    db: Db,
    private readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    referenceData: ReferenceDataService,
    now: () => Date,
    /** The embedded database's write generation (absent on PostgreSQL): opens then keep list heads. */
    writes?: WriteGeneration,
  ) {
    this.opener = new ListOpener(db, lists, catalogue, referenceData, lists.views.answers, writes);
    this.writer = new ListElementWriter(db, lists, catalogue, referenceData, now, this.opener);
    this.transfers = new ListElementTransfers(db, this.writer);
    this.changes = new ElementChanges(db, lists, now, (...change) => this.change(...change));
  }

  /** Supplement 7 (GET list-elements/{listId}): any readable list's elements in its sorting order, as JSON bytes. */
  open(userId: number, listId: number): Promise<Uint8Array<ArrayBuffer>> {
    return this.opener.open(userId, listId);
  }

  /** The same answer as `open`, as an object (for routes that check more first, e.g. the draft's elements). */
  async elements(userId: number, listId: number): Promise<ListElementsResponse> {
    return (await this.opener.build(await this.lists.caller(userId), listId)).response;
  }

  /** Core spec 5 (POST list-elements/{listId}): a product already on the list answers PRODUCT_ALREADY_ADDED. */
  add(userId: number, listId: number, request: AddElementsRequest): Promise<ListElementsResponse> {
    return this.writer.write(userId, listId, request.version, async (tx, caller, list, rows) => {
      await this.writer.assertCurrency(list, caller);
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
      await this.writer.insert(tx, caller, listId, rows.length, accepted);
    });
  }

  /** Supplement 7 (DELETE list-elements/{listId}): removes elements of the list; the rest close ranks. */
  remove(userId: number, listId: number, request: RemoveElementsRequest): Promise<ListElementsResponse> {
    return this.writer.write(userId, listId, request.version, async (tx, _caller, _list, rows) => {
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
    return this.writer.write(userId, listId, version, async (tx, _caller, _list, rows) => {
      if (!rows.some((row) => row.id === elementId)) throw resourceNotFound("List element");
      await listsRepository.updateElement(tx, elementId, change);
    });
  }

  /**
   * Core spec 4.7 (list health check): another product in an element's place, quantity and position kept, at its
   * CRP for the caller (a discount agreed on the old product does not carry over). When the product is already on
   * the list the duplicate rule applies: 409 PRODUCT_ALREADY_ADDED, or with `quantities` the replaced element
   * goes and the existing one takes its quantity ("override") or keeps its own ("ignore").
   */
  replace(userId: number, listId: number, request: ReplaceElementRequest): Promise<ListElementsResponse> {
    return this.writer.write(userId, listId, request.version, async (tx, caller, list, rows) => {
      await this.writer.assertCurrency(list, caller);
      const element = rows.find((row) => row.id === request.elementId);
      if (!element) throw resourceNotFound("List element");
      if (!this.catalogue.card(request.productId)) throw resourceNotFound("Product");
      const existing = rows.find((row) => row.productId === request.productId);
      if (existing === element) return;
      if (!existing) {
        const { crp } = (await this.lists.views.productPrices(caller))(request.productId);
        await listsRepository.updateElement(tx, element.id, {
          productId: request.productId,
          crp,
          discount: null,
        });
        return;
      }
      if (request.quantities === undefined) {
        throw businessRule("PRODUCT_ALREADY_ADDED", `Already on the list: ${request.productId}`);
      }
      if (request.quantities === "override") {
        await listsRepository.updateElement(tx, existing.id, { quantity: element.quantity });
      }
      await listsRepository.removeElements(tx, [element.id]);
      await renumber(
        tx,
        rows.filter((row) => row.id !== element.id),
      );
    });
  }

  /** Core spec 4.1 (PUT sorting): CREATED_AT, PRODUCT_GROUP or PRODUCT_TITLE. */
  sorting(userId: number, listId: number, request: SortingRequest): Promise<ListElementsResponse> {
    return this.writer.write(userId, listId, request.version, async () => {}, {
      sortingType: request.sortingType,
    });
  }

  /** Core spec 4.7 (PUT sorting/custom-sort): the full new order; then the list sorts CUSTOM. */
  customSort(userId: number, listId: number, request: CustomSortRequest): Promise<ListElementsResponse> {
    return this.writer.write(
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
}
