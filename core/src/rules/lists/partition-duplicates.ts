/** Core spec 5: the outcome of adding products to a list that may already hold some of them. */
export interface DuplicatePartition<T> {
  /** Products the list does not hold yet (first occurrence kept when the input repeats a product). */
  readonly accepted: T[];
  /** Products already on the list, or repeated in the input: these are skipped (supplement 4, multi-add). */
  readonly duplicates: T[];
}

/** Core spec 5: duplicate products in a list are not allowed; split candidates into new ones and duplicates. */
export function partitionDuplicates<Id, T extends { productId: Id }>(
  existingProductIds: Iterable<Id>,
  candidates: readonly T[],
): DuplicatePartition<T> {
  const seen = new Set<Id>(existingProductIds);
  const accepted: T[] = [];
  const duplicates: T[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.productId)) duplicates.push(candidate);
    else {
      seen.add(candidate.productId);
      accepted.push(candidate);
    }
  }
  return { accepted, duplicates };
}
