import type { RepriceListRequest, RepriceListResponse, RepriceSkippedProduct } from "@catalogue/core/api";
import {
  holdsCountry,
  isListNameTaken,
  partitionForReprice,
  type RepriceSkipReason,
  repriceAlternatives,
} from "@catalogue/core/rules/lists";
import type { StatusProduct } from "@catalogue/core/status";
import type { Db } from "../../db/database";
import { forbidden, resourceNotFound, uniqueValueTaken } from "../../http/domain-error";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { listsRepository } from "./product-lists.repository";
import type { ProductListsService } from "./product-lists.service";

type SkippedElement = { productId: number; quantity: number; reason: RepriceSkipReason };

/**
 * Core spec 4.7 / 6, supplement 7 (re-price): copies a list the caller may read into another country the caller
 * holds: a new personal list in that country and its currency, each product at that country's CRP, quantities
 * kept; products core's `repriceSkipReason` refuses there are left out and answered with the alternatives the
 * country takes. The copy is one transaction; a refusal writes nothing.
 */
export class ListRepriceService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly catalogue: ProductCatalogue,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly now: () => Date,
  ) {}

  async reprice(userId: number, id: number, request: RepriceListRequest): Promise<RepriceListResponse> {
    const caller = await this.lists.caller(userId);
    const country = await this.referenceData.country(request.countryId);
    if (!country) throw resourceNotFound("Country");
    if (!holdsCountry(await this.profiles.findRoles(userId), country.id)) {
      throw forbidden("The user holds no role in that country", "INSUFFICIENT_PERMISSIONS");
    }
    const place = { countryId: country.id, subregionId: country.subregion?.id ?? null };
    const statusIn = (productId: number) => this.catalogue.statusInputsIn(productId, place);
    // The target's prices, converted from its rows (the global row is in EUR) into its currency.
    const priceOf = await this.lists.views.productPrices({
      ...caller,
      ...place,
      currencyId: country.currencyId,
    });
    const { list, skipped } = await this.db.transaction(async (tx) => {
      const { list: source, bundle } = await this.lists.readable(tx, caller, id);
      const titles = await listsRepository.titles(tx, userId);
      if (isListNameTaken(request.title, titles)) throw uniqueValueTaken("title");
      const rows = bundle.elements.get(source.id) ?? [];
      const { copied, skipped } = partitionForReprice(rows, statusIn);
      const copy = await listsRepository.insert(tx, {
        type: "personal",
        ownerId: userId,
        title: request.title,
        description: source.description,
        currencyId: country.currencyId,
        countryId: country.id,
        sortingType: source.sortingType,
        sourceListId: source.id,
        lastEditorId: userId,
        createdAt: this.now(),
        lastUpdatedAt: this.now(),
      });
      // A discount was agreed in the source country's prices; the copy starts from the target's CRP.
      await listsRepository.insertElements(
        tx,
        [...copied]
          .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
          .map((row, index) => ({
            listId: copy.id,
            productId: row.productId,
            quantity: row.quantity,
            crp: priceOf(row.productId).crp,
            sortOrder: index,
            createdAt: row.createdAt,
          })),
      );
      const left: SkippedElement[] = skipped.map(({ element, reason }) => ({
        productId: element.productId,
        quantity: element.quantity,
        reason,
      }));
      return { list: await this.lists.view(caller, copy.id, tx), skipped: left };
    });
    // Alternatives are catalogue data, read after the transaction (PGlite has one connection).
    return { list, skipped: await Promise.all(skipped.map((row) => this.skippedProduct(row, statusIn))) };
  }

  private async skippedProduct(
    row: SkippedElement,
    statusIn: (productId: number) => StatusProduct | undefined,
  ): Promise<RepriceSkippedProduct> {
    const stored = await this.catalogue.storedProduct(row.productId);
    const titleOf = (productId: number) => this.catalogue.card(productId)?.row.title ?? "";
    return {
      id: row.productId,
      title: titleOf(row.productId),
      quantity: row.quantity,
      reason: row.reason,
      alternatives: repriceAlternatives(stored?.alternatives ?? [], statusIn).map((alternative) => ({
        id: alternative,
        title: titleOf(alternative),
      })),
    };
  }
}
