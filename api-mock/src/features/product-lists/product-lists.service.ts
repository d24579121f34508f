import type {
  CopyListRequest,
  CreateListRequest,
  DeleteListsResponse,
  UpdateListRequest,
} from "@catalogue/core/api";
import type { ListOfListsSort, ProductList, ProductListType } from "@catalogue/core/model";
import {
  canRemoveList,
  elementsForSaveAsMine,
  isListNameTaken,
  sortListsOfLists,
} from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import {
  businessRule,
  forbidden,
  resourceNotFound,
  staleVersion,
  uniqueValueTaken,
} from "../../http/domain-error";
import type { Caller, ProductsService } from "../products/products.service";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { assertOwnPersonal, assertReadable, canReadList, type ListReader } from "./list-access";
import type { ListViews } from "./list-views";
import { type ListRecord, listsRepository } from "./product-lists.repository";

/** Core spec 3: the title of the list every user gets on first use (the web shows its own label for it). */
export const DEFAULT_LIST_TITLE = "Default list";

/** The caller with what list access needs. */
export type ListCaller = Caller & ListReader;

/**
 * Core spec 4.7, 5 / supplement 7 (product lists): a user's personal lists: list, create, rename, delete,
 * copy, pin. Every write is one transaction and checks the list's `version` first (428 when stale).
 */
export class ProductListsService {
  private readonly withDefault = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
    private readonly referenceData: ReferenceDataService,
    readonly views: ListViews,
    private readonly now: () => Date,
  ) {}

  /** Core spec 6: the caller (403 for partners not accepted), with the default list created on first use. */
  async caller(userId: number): Promise<ListCaller> {
    const viewer = await this.products.viewer(userId);
    // The default list is never removed, so once it exists for a user the insert is skipped (one write less per read).
    if (viewer.currencyId !== null && !this.withDefault.has(userId)) {
      await listsRepository.ensureDefault(
        this.db,
        { ownerId: userId, currencyId: viewer.currencyId, countryId: viewer.countryId },
        DEFAULT_LIST_TITLE,
        this.now(),
      );
      this.withDefault.add(userId);
    }
    // Loaded here, outside any transaction: PGlite is one connection, so a read on `db` inside one would wait forever.
    await this.views.pieceCounts();
    return { ...viewer, id: userId };
  }

  /** Forgets which users have their default list (after a reseed). */
  invalidate(): void {
    this.withDefault.clear();
    this.views.clearCache();
  }

  /** Loads one list the caller may read (464 otherwise), with its bundle (pins only when `withPins`). */
  async readable(db: Db, caller: ListCaller, id: number, type?: ProductListType, withPins = true) {
    const bundle = await this.views.bundle(db, [id], caller.id, withPins);
    const list = assertReadable(bundle.lists[0], this.views.targetsOf(bundle, id), caller);
    if (type !== undefined && list.type !== type) throw resourceNotFound("Product list");
    return { list, bundle };
  }

  /** Core spec 8 (428): bumps the version of a list inside `tx`; stale => nothing is written. */
  async bump(tx: Db, caller: ListCaller, list: ListRecord, version: number, changes = {}): Promise<void> {
    if (!(await listsRepository.bump(tx, list.id, version, caller.id, this.now(), changes))) {
      throw staleVersion("Product list");
    }
  }

  async view(caller: ListCaller, id: number, db: Db = this.db, type?: ProductListType): Promise<ProductList> {
    const { list, bundle } = await this.readable(db, caller, id, type);
    return this.views.listView(caller, bundle, list);
  }

  /** Supplement 7 (GET /product-lists/list): the caller's personal lists, sorted (core spec 4.1). */
  async lists(userId: number, sort?: ListOfListsSort): Promise<ProductList[]> {
    const caller = await this.caller(userId);
    return sortListsOfLists(
      await this.viewsOf(caller, await listsRepository.ownedIds(this.db, userId, "personal")),
      sort,
    );
  }

  /** Supplement 7 (GET /pinned-lists/list): the lists the caller pinned and may still read. */
  async pinned(userId: number): Promise<ProductList[]> {
    const caller = await this.caller(userId);
    const pinned = [...(await listsRepository.pinnedIds(this.db, userId))];
    const bundle = await this.views.bundle(this.db, pinned, caller.id);
    const readable = bundle.lists.filter((list) =>
      canReadList(list, this.views.targetsOf(bundle, list.id), caller),
    );
    return sortListsOfLists(
      await Promise.all(readable.map((list) => this.views.listView(caller, bundle, list))),
    );
  }

  private async viewsOf(caller: ListCaller, ids: number[]): Promise<ProductList[]> {
    const bundle = await this.views.bundle(this.db, ids, caller.id);
    return Promise.all(bundle.lists.map((list) => this.views.listView(caller, bundle, list)));
  }

  /** Supplement 7 (GET /product-lists/{id}): any list the caller may read. */
  async get(userId: number, id: number): Promise<ProductList> {
    return this.view(await this.caller(userId), id);
  }

  /** Core spec 5 (POST /product-lists/list): a new personal list in the caller's currency; names are unique. */
  async create(userId: number, form: CreateListRequest): Promise<ProductList> {
    const caller = await this.caller(userId);
    if (caller.currencyId === null)
      throw businessRule("MISSING_COUNTRY", "Choose a country and currency first");
    const currencyId = caller.currencyId;
    return this.db.transaction(async (tx) => {
      if (isListNameTaken(form.title, await listsRepository.titles(tx, userId)))
        throw uniqueValueTaken("title");
      const row = await listsRepository.insert(tx, {
        type: "personal",
        ownerId: userId,
        title: form.title,
        description: form.description || null,
        currencyId,
        countryId: caller.countryId,
        lastEditorId: userId,
        createdAt: this.now(),
        lastUpdatedAt: this.now(),
      });
      return this.view(caller, row.id, tx);
    });
  }

  /** Core spec 5 (PUT /product-lists/list/{id}): new title and description; unique names; stale => 428. */
  async update(userId: number, id: number, form: UpdateListRequest): Promise<ProductList> {
    const caller = await this.caller(userId);
    return this.db.transaction(async (tx) => {
      const list = assertOwnPersonal((await listsRepository.find(tx, [id]))[0], caller);
      if (isListNameTaken(form.title, await listsRepository.titles(tx, userId), id))
        throw uniqueValueTaken("title");
      await this.bump(tx, caller, list, form.version, {
        title: form.title,
        description: form.description || null,
      });
      return this.view(caller, id, tx);
    });
  }

  /** Core spec 5 (DELETE /product-lists/list): removes the caller's lists; the default list is kept. */
  async remove(userId: number, ids: readonly number[]): Promise<DeleteListsResponse> {
    const caller = await this.caller(userId);
    return this.db.transaction(async (tx) => {
      const lists = await listsRepository.find(tx, [...new Set(ids)]);
      if (lists.length !== new Set(ids).size) throw resourceNotFound("Product list");
      for (const list of lists) assertOwnPersonal(list, caller);
      const removed = lists.filter(canRemoveList).map((list) => list.id);
      const kept = lists.filter((list) => !canRemoveList(list)).map((list) => list.id);
      if (removed.length === 0)
        throw businessRule("DEFAULT_LIST_CANNOT_BE_REMOVED", "The default list cannot be removed");
      await listsRepository.remove(tx, removed);
      return { removed, kept };
    });
  }

  /**
   * Core spec 4.7 (copy, copy-with-title, save as mine): a personal copy of any list the caller may read, in the
   * caller's currency; prices are not copied when the currencies differ. Without a title the copy is named
   * "<title> (copy)", numbered when that name is taken.
   */
  async copy(userId: number, id: number, request?: CopyListRequest): Promise<ProductList> {
    const caller = await this.caller(userId);
    if (caller.currencyId === null)
      throw businessRule("MISSING_COUNTRY", "Choose a country and currency first");
    const currencyId = caller.currencyId;
    return this.db.transaction(async (tx) => {
      const { list, bundle } = await this.readable(tx, caller, id);
      const titles = await listsRepository.titles(tx, userId);
      const title = request?.title ?? freeTitle(`${list.title} (copy)`, titles);
      if (isListNameTaken(title, titles)) throw uniqueValueTaken("title");
      const copy = await listsRepository.insert(tx, {
        type: "personal",
        ownerId: userId,
        title,
        description: list.description,
        currencyId,
        countryId: caller.countryId,
        sortingType: list.sortingType,
        sourceListId: list.id,
        lastEditorId: userId,
        createdAt: this.now(),
        lastUpdatedAt: this.now(),
      });
      const reference = await this.referenceData.get();
      const code = (currency: number | null) =>
        reference.currencies.find((c) => c.id === currency)?.title ?? null;
      const rows = (bundle.elements.get(id) ?? []).map((row) => ({ ...row, pricing: { crp: row.crp } }));
      const copied = elementsForSaveAsMine(rows, code(list.currencyId) ?? "", code(currencyId));
      await listsRepository.insertElements(
        tx,
        copied.map((row) => ({
          listId: copy.id,
          productId: row.productId,
          quantity: row.quantity,
          crp: row.pricing.crp ?? null,
          discount: row.pricing.crp == null ? null : row.discount,
          sortOrder: row.sortOrder,
          createdAt: row.createdAt,
        })),
      );
      return this.view(caller, copy.id, tx);
    });
  }

  /** Core spec 4.7 (pin, unpin): personal and country lists only; a pin is the caller's own, not a list change. */
  async pin(userId: number, id: number, pinned: boolean): Promise<ProductList> {
    const caller = await this.caller(userId);
    const { list } = await this.readable(this.db, caller, id);
    if (list.type !== "personal" && list.type !== "countryShare") {
      throw forbidden("Only personal and country lists can be pinned");
    }
    await listsRepository.setPin(this.db, userId, id, pinned);
    return this.view(caller, id);
  }
}

/** Core spec 5: the first of "name", "name 2", "name 3"... that none of the owner's lists uses. */
function freeTitle(base: string, titles: readonly { id: number; title: string }[]): string {
  let title = base;
  for (let n = 2; isListNameTaken(title, titles); n += 1) title = `${base} ${n}`;
  return title;
}
