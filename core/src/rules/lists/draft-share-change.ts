/** Core spec 4.7: the share targets of a country share or its draft. */
export interface DraftShareTargets<Id> {
  readonly countryIds: readonly Id[];
  readonly subregionIds: readonly Id[];
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
  return isSubset(next.countryIds, original.countryIds) && isSubset(next.subregionIds, original.subregionIds);
}
