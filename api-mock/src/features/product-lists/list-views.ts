import { canSeePrices } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import { DEFAULT_CURRENCY } from "@catalogue/core/constants";
import type { ListSortingType, ProductList } from "@catalogue/core/model";
import { sortListElements } from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { CardAnswerCache } from "../products/card-answer-cache";
import { countryRowFor, pricingOf } from "../products/product-cards";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { Caller, ProductsService } from "../products/products.service";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import type { ListTargets } from "./list-access";
import { ListElementCache } from "./list-element-cache";
import {
  elementPricing,
  listPriceTotals,
  type PieceCounts,
  type ProductPrices,
} from "./list-element-pricing";
import { type ElementRow, type ListRecord, listsRepository } from "./product-lists.repository";

/** Everything a view of some lists needs, read in a few queries. */
export interface ListBundle {
  lists: ListRecord[];
  elements: Map<number, ElementRow[]>;
  targets: Map<number, ListTargets>;
  pinned: Set<number>;
}

export type { ProductPrices };

/** How many finished list answers stay in memory (about 1 kB per element each: 200 kB for 200 elements). */
const KEPT_LISTS = { entries: 200, bytes: 64 * 1024 * 1024 };

const NO_PRICES: ProductPrices = { crp: null, ggp: null, localListPrice: null, globalReferencePrice: null };

const NO_TARGETS: ListTargets = {
  countryIds: [],
  subregionIds: [],
  recipientIds: [],
  unreadRecipientIds: [],
  recipientNames: [],
};

/** A draft keeps the note of the country list it was started from; the sharer of that list wrote it. */
const noteAuthorOf = (list: ListRecord): string | null =>
  list.note === null
    ? null
    : list.type === "draft"
      ? (list.sourceOwnerName ?? list.ownerName)
      : list.ownerName;

/**
 * Core spec 3: turns stored lists and elements into the API's views for one caller: product cards from the
 * catalogue (status and prices per caller), piece counts, net and total prices, and list totals; price fields
 * only for callers core's `canSeePrices` allows.
 */
export class ListViews {
  private pieces: { version: string; counts: Promise<PieceCounts> } | undefined;
  private readonly elementCache = new ListElementCache();
  /** Finished element answers (see `ListOpener`). */
  readonly answers = new CardAnswerCache(KEPT_LISTS);

  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
    private readonly catalogue: ProductCatalogue,
    private readonly referenceData: ReferenceDataService,
  ) {}

  /**
   * Reads lists with their elements, share targets and (unless `withPins` is false) the caller's pins. Outside
   * a transaction (`db` is the app's connection) element rows come from `elementCache` while the list's version
   * is unchanged; inside one they are always read, so a write sees its own changes.
   */
  async bundle(db: Db, ids: readonly number[], userId: number, withPins = true): Promise<ListBundle> {
    const [lists, pinned] = await Promise.all([
      listsRepository.findWithTargets(db, ids),
      withPins ? listsRepository.pinnedIds(db, userId) : Promise.resolve(new Set<number>()),
    ]);
    const elements = new Map<number, ElementRow[]>(ids.map((id) => [id, []]));
    const cached = db === this.db;
    const missing = lists.filter((list) => !cached || !this.elementCache.get(list.id, list.version));
    // Read after the versions above, so rows are never older than the version they are cached under.
    for (const row of await listsRepository.elements(
      db,
      missing.map((list) => list.id),
    ))
      elements.get(row.listId)?.push(row);
    for (const list of lists) {
      const hit = cached ? this.elementCache.get(list.id, list.version) : undefined;
      if (hit) elements.set(list.id, [...hit]);
      else if (cached) this.elementCache.set(list.id, list.version, [...(elements.get(list.id) ?? [])]);
    }
    const targetMap = new Map<number, ListTargets>(
      lists.map(({ id, targets }) => [
        id,
        {
          countryIds: targets.countryIds,
          subregionIds: targets.subregionIds,
          recipientIds: targets.recipients.map((t) => t.userId),
          unreadRecipientIds: targets.recipients.filter((t) => t.unread).map((t) => t.userId),
          recipientNames: targets.recipients.map((t) => t.name),
        },
      ]),
    );
    return {
      lists: lists.map(({ targets: _targets, ...list }) => list),
      elements,
      targets: targetMap,
      pinned,
    };
  }

  /** The element rows of `listId` as they were at `version`, when kept (see `ListElementCache`). */
  rowsAt(listId: number, version: number): readonly ElementRow[] | undefined {
    return this.elementCache.get(listId, version);
  }

  /** Keeps rows a write knows to be the list's at `version` (the rows it started from, with its change). */
  keepRows(listId: number, version: number, rows: readonly ElementRow[]): void {
    this.elementCache.set(listId, version, [...rows]);
  }

  /** Forgets the cached element rows and answers (after a reseed). */
  clearCache(): void {
    this.elementCache.clear();
    this.answers.clear();
  }

  targetsOf(bundle: ListBundle, id: number): ListTargets {
    return bundle.targets.get(id) ?? NO_TARGETS;
  }

  /** The piece counts loaded last (callers load them before their transaction, see `ProductListsService.caller`). */
  private loadedPieceCounts(): Promise<PieceCounts> {
    return this.pieces?.counts ?? this.pieceCounts();
  }

  /** Core spec 3: pieces per package and per delivery, re-read when the catalogue reloads. */
  pieceCounts(): Promise<PieceCounts> {
    const version = this.catalogue.version();
    if (this.pieces?.version !== version) {
      this.pieces = { version, counts: listsRepository.pieceCounts(this.db) };
    }
    return this.pieces.counts;
  }

  /**
   * Core spec 2.3 / 3: the product's CRP, GGP unit price, local list and global reference prices in the caller's
   * country and currency.
   */
  async productPrices(viewer: Caller): Promise<(productId: number) => ProductPrices> {
    const convert = await this.products.converter(viewer);
    return (productId) => {
      const entry = this.catalogue.card(productId);
      const country = entry ? countryRowFor(entry, viewer.countryId) : undefined;
      if (!country) return NO_PRICES;
      const pricing = pricingOf(country, convert);
      return {
        crp: pricing.crp ?? null,
        ggp: pricing.ggpUnitPrice ?? null,
        localListPrice: convert(country.localListPrice, country.currencyId),
        globalReferencePrice: convert(country.globalReferencePrice, country.currencyId),
      };
    };
  }

  /** Core spec 3: the elements of one list for the caller, in the list's sorting order. */
  async elementViews(
    viewer: Caller,
    rows: readonly ElementRow[],
    sorting: ListSortingType,
  ): Promise<ListElementView[]> {
    const cards = new Map(
      (
        await this.products.cards(
          viewer,
          rows.map((row) => ({ id: row.productId })),
        )
      ).map((c) => [c.id, c]),
    );
    const counts = await this.loadedPieceCounts();
    const prices = canSeePrices(viewer);
    // Only callers who may see prices get them read at all (core spec 6).
    const priceOf = prices ? await this.productPrices(viewer) : undefined;
    const views = rows.flatMap(
      (row): (ListElementView & { productTitle: string; productGroup: string | null })[] => {
        const product = cards.get(row.productId);
        if (!product) return [];
        const pricing = elementPricing(row, counts, priceOf?.(row.productId));
        return [
          {
            id: row.id,
            listId: row.listId,
            productId: row.productId,
            product,
            quantity: row.quantity,
            sortOrder: row.sortOrder,
            createdAt: row.createdAt.toISOString(),
            pricing,
            productTitle: product.title,
            productGroup: product.productCluster,
          },
        ];
      },
    );
    return sortListElements(views, sorting).map(({ productTitle: _t, productGroup: _g, ...view }) => view);
  }

  /** Core spec 3: the name of the list's country and the code of its currency, from the reference data. */
  async countryAndCurrency(
    list: Pick<ListRecord, "countryId" | "currencyId">,
  ): Promise<Pick<ProductList, "countryName" | "currency">> {
    const reference = await this.referenceData.get();
    return {
      countryName: reference.countries.find((country) => country.id === list.countryId)?.name ?? null,
      currency:
        reference.currencies.find((currency) => currency.id === list.currencyId)?.title ?? DEFAULT_CURRENCY,
    };
  }

  /** Core spec 3: one list as the API sends it to the caller. */
  async listView(
    viewer: Caller & { id: number },
    bundle: ListBundle,
    list: ListRecord,
  ): Promise<ProductList> {
    const rows = bundle.elements.get(list.id) ?? [];
    const targets = this.targetsOf(bundle, list.id);
    const { countryName, currency } = await this.countryAndCurrency(list);
    const view: ProductList = {
      id: list.id,
      type: list.type,
      title: list.title,
      description: list.description,
      countryId: list.countryId,
      countryName,
      subregionId: null,
      currency,
      pinned: bundle.pinned.has(list.id),
      draft: list.type === "draft",
      defaultList: list.defaultList,
      ownerName: list.ownerName,
      lastEditorName: list.lastEditorName,
      createdAt: list.createdAt.toISOString(),
      lastUpdatedAt: list.lastUpdatedAt.toISOString(),
      numberOfProducts: rows.length,
      sortingType: list.sortingType,
      customOrder: [...rows].sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id),
      unread: targets.unreadRecipientIds.includes(viewer.id),
      version: list.version,
      sharedCountryIds: targets.countryIds,
      sharedSubregionIds: targets.subregionIds,
      sourceListId: list.sourceListId,
      note: list.note,
      noteAuthorName: noteAuthorOf(list),
      // Recipients do not learn who else received a private share; its sharer sees them under "Shared with".
      sharedWithNames: list.ownerId === viewer.id ? targets.recipientNames : [],
    };
    if (canSeePrices(viewer)) {
      const ggpOf = await this.productPrices(viewer);
      const counts = await this.loadedPieceCounts();
      const totals = listPriceTotals(rows, counts, (productId) => ggpOf(productId).ggp);
      view.totalAmount = totals.totalAmount;
      view.totalGgp = totals.totalGgp;
    }
    return view;
  }
}
