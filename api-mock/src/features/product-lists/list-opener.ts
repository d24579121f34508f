import type { ListElementsResponse } from "@catalogue/core/api";
import type { Db } from "../../db/database";
import type { WriteGeneration } from "../../db/write-generation";
import { answerInputs, answerKey, type CardAnswerCache } from "../products/card-answer-cache";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { canReadListOf } from "./list-access";
import { type ListHead, listHeadRepository } from "./list-head.repository";
import { ListHeadCache } from "./list-head-cache";
import type { ListCaller, ProductListsService } from "./product-lists.service";

const NO_TARGETS = { countryIds: [], subregionIds: [], recipientIds: [] };
const encoder = new TextEncoder();

/** A list answer is of the list at a version: every element or sorting write bumps it. */
const listSubject = (listId: number, version: number) => `list:${listId}:${version}`;

/** A built element answer: as the API sends it, and as JSON bytes. */
export interface BuiltAnswer {
  response: ListElementsResponse;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * `GET list-elements/{listId}`. A repeated open of an unchanged list is the
 * list's head (version and access, `listHeadRepository.head`) and a lookup of the finished JSON in `CardAnswerCache`;
 * anything else builds the answer from the list views and keeps it. Writes build their answer here too, so the
 * next open after a change is already a lookup. On the embedded database (`writes` given) the head is kept until
 * the next write (`ListHeadCache`), so such an open sends no query; on PostgreSQL other instances write unseen,
 * so the head is read every time.
 */
export class ListOpener {
  private readonly heads: ListHeadCache | undefined;

  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    private readonly referenceData: ReferenceDataService,
    private readonly cache: CardAnswerCache,
    writes: WriteGeneration | undefined,
  ) {
    this.heads = writes && new ListHeadCache(writes);
  }

  /** The elements of any list the caller may read, as JSON bytes (464 for a list they may not read). */
  async open(userId: number, listId: number): Promise<Uint8Array<ArrayBuffer>> {
    const caller = await this.lists.caller(userId);
    const head = await this.head(listId, caller.id);
    if (head && canReadListOf(head.own, head.type, head.targets ?? NO_TARGETS, caller)) {
      const key = answerKey(
        listSubject(listId, head.version),
        caller,
        this.catalogue.version(),
        await this.referenceData.generation(),
      );
      const hit = this.cache.get(key, this.favoriteOf(caller), this.catalogue);
      if (hit) return hit.body;
    }
    // Unreadable or unknown lists go this way too: `readable` answers them 464.
    return (await this.build(caller, listId)).body;
  }

  /** Builds the caller's answer for the list from the database and the catalogue, and keeps it. */
  async build(caller: ListCaller, listId: number): Promise<BuiltAnswer> {
    // Everything the key and the checks compare is taken before the answer is built: a change while it is
    // built makes the entry look older than it is (a miss later), never newer (a stale hit).
    const catalogueVersion = this.catalogue.version();
    const referenceGeneration = await this.referenceData.generation();
    const favoriteOf = this.favoriteOf(caller);
    // The element view shows no pin, so the pins query is skipped (one query less on the one connection).
    const { list, bundle } = await this.lists.readable(this.db, caller, listId, undefined, false);
    const rows = bundle.elements.get(listId) ?? [];
    const inputs = answerInputs(
      answerKey(listSubject(listId, list.version), caller, catalogueVersion, referenceGeneration),
      rows.map((row) => row.productId),
      favoriteOf,
      this.catalogue,
    );
    const content = await this.lists.views.elementViews(caller, rows, list.sortingType);
    const response: ListElementsResponse = {
      content,
      totalCount: content.length,
      version: list.version,
      sortingType: list.sortingType as ListElementsResponse["sortingType"],
    };
    const body = encoder.encode(JSON.stringify(response));
    this.cache.set({ ...inputs, body });
    return { response, body };
  }

  private head(listId: number, readerId: number): Promise<ListHead | undefined> {
    const read = () => listHeadRepository.head(this.db, listId, readerId);
    return this.heads ? this.heads.head(listId, readerId, read) : read();
  }

  private favoriteOf(caller: ListCaller): (productId: number) => boolean {
    return (productId) => caller.favorites.has(productId);
  }
}
