import type { ListElementsResponse, NewElement } from "@catalogue/core/api";
import { canListReceiveProducts, draftMismatch } from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound } from "../../http/domain-error";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { assertOwnEditable } from "./list-access";
import type { ListOpener } from "./list-opener";
import { type ElementRow, type ListRecord, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";

/** The body of one element write: runs inside the transaction, after the version check. */
export type ElementWrite = (
  tx: Db,
  caller: ListCaller,
  list: ListRecord,
  rows: ElementRow[],
) => Promise<void>;

/**
 * Core spec 4.7, 5 / supplement 7 (list elements): what every element write shares: one transaction that first
 * bumps the list's version (428 when stale), so concurrent writers never both win; the currency rule; appending
 * products; and the answer after the write (built by `ListOpener`, so the next open is a lookup).
 */
export class ListElementWriter {
  constructor(
    private readonly db: Db,
    readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    private readonly referenceData: ReferenceDataService,
    private readonly now: () => Date,
    private readonly opener: ListOpener,
  ) {}

  /** A write to one of the caller's personal lists or drafts: checks ownership and version, then runs `write`. */
  async write(
    userId: number,
    listId: number,
    version: number,
    write: ElementWrite,
    changes = {},
  ): Promise<ListElementsResponse> {
    const caller = await this.lists.caller(userId);
    await this.db.transaction(async (tx) => {
      const list = assertOwnEditable((await listsRepository.find(tx, [listId]))[0], caller);
      await this.lists.bump(tx, caller, list, version, changes);
      await write(tx, caller, list, await listsRepository.elements(tx, [listId]));
    });
    return (await this.opener.build(caller, listId)).response;
  }

  /** Core spec 5: may the list receive products from the caller (same currency)? */
  async receives(list: ListRecord, caller: ListCaller): Promise<boolean> {
    const code = await this.currencyCodes();
    return canListReceiveProducts({ currency: code(list.currencyId) ?? "" }, code(caller.currencyId));
  }

  /** Supplement 4 (core `draftMismatch`): a draft is changed only while its country and currency are the caller's. */
  async draftMatches(draft: ListRecord, caller: ListCaller): Promise<boolean> {
    const code = await this.currencyCodes();
    const mismatch = draftMismatch(
      { currency: code(draft.currencyId) ?? "", countryId: draft.countryId },
      { currencyShortcut: code(caller.currencyId), countryId: caller.countryId },
    );
    return mismatch === undefined;
  }

  private async currencyCodes(): Promise<(id: number | null) => string | null> {
    const { currencies } = await this.referenceData.get();
    return (id) => currencies.find((currency) => currency.id === id)?.title ?? null;
  }

  async assertCurrency(list: ListRecord, caller: ListCaller): Promise<void> {
    if (!(await this.receives(list, caller))) {
      throw businessRule("LIST_CURRENCY_MISMATCH", "The list is in another currency than yours");
    }
  }

  /** Core spec 3: may a product be put on a list at all (one the catalogue holds)? */
  knows(productId: number): boolean {
    return this.catalogue.card(productId) !== undefined;
  }

  /** Appends products after the list's `count` elements; without a CRP the product's CRP for the caller is used. */
  async insert(tx: Db, caller: ListCaller, listId: number, count: number, elements: readonly NewElement[]) {
    for (const element of elements) if (!this.knows(element.productId)) throw resourceNotFound("Product");
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
export async function renumber(tx: Db, rows: readonly ElementRow[]): Promise<void> {
  const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const [index, row] of ordered.entries()) {
    if (row.sortOrder !== index) await listsRepository.updateElement(tx, row.id, { sortOrder: index });
  }
}
