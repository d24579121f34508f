import type { DraftSourceList, DraftState } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";

/** Core spec 4.7: a draft as core's draft machine keeps it, from the draft list the server answers. */
export function draftStateOf(draft: ProductList, elementIds: readonly number[] = []): DraftState {
  return {
    id: draft.id,
    createdAt: draft.createdAt,
    note: draft.note ?? "",
    elementIds,
    sharedCountryIds: draft.sharedCountryIds,
    sharedSubregionIds: draft.sharedSubregionIds,
  };
}

/** Core spec 4.7: the shared list a draft machine starts from, as the machine reads it. */
export function draftSourceOf(list: ProductList): DraftSourceList {
  return {
    id: list.id,
    currency: list.currency,
    countryId: list.countryId,
    sharedCountryIds: list.sharedCountryIds,
    sharedSubregionIds: list.sharedSubregionIds,
    lastUpdatedAt: list.lastUpdatedAt,
  };
}
