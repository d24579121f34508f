/** Core spec 4.7: the share targets of a country share or its draft (the model's ProductList fields). */
export interface DraftShareTargets<Id> {
  readonly sharedCountryIds: readonly Id[];
  readonly sharedSubregionIds: readonly Id[];
}

function isSubset<Id>(next: readonly Id[], original: readonly Id[]): boolean {
  const allowed = new Set(original);
  return next.every((id) => allowed.has(id));
}

/**
 * Core spec 4.7 / supplement 5: a draft may drop countries and subregions but never add them, so every target of
 * `next` must already be a target of `original`.
 */
export function isAllowedDraftShareChange<Id>(
  original: DraftShareTargets<Id>,
  next: DraftShareTargets<Id>,
): boolean {
  return (
    isSubset(next.sharedCountryIds, original.sharedCountryIds) &&
    isSubset(next.sharedSubregionIds, original.sharedSubregionIds)
  );
}

/**
 * Core spec 5 / 9 ("a subregion must contain at least one country") for a draft's flat targets: the positions in
 * `next.sharedSubregionIds` of the subregions none of whose countries is still among `next.sharedCountryIds`.
 * A subregion share reaches only its assigned countries, so such a subregion would reach no one.
 * `subregionOf` gives a country's subregion (reference data).
 */
export function subregionsWithoutCountry<Id>(
  next: DraftShareTargets<Id>,
  subregionOf: (countryId: Id) => Id | null | undefined,
): number[] {
  const reached = new Set(next.sharedCountryIds.map(subregionOf));
  return next.sharedSubregionIds.flatMap((subregionId, index) => (reached.has(subregionId) ? [] : [index]));
}
