/** Core spec 4.7: what the user chose in the duplicate-conflict dialog, per value. */
export interface DuplicateResolution {
  readonly prices: "override" | "ignore";
  readonly quantities: "override" | "ignore";
}

/** Core spec 3: the values of a list element that a conflict can change (the model's ListElement fits). */
export interface ConflictingElement<Id> {
  readonly productId: Id;
  readonly quantity: number;
  readonly pricing: { readonly crp?: number | null | undefined };
}

/**
 * Core spec 4.7 / supplement 4: merge incoming elements into a list's elements. Products the list lacks are
 * appended; for products it holds, new prices (CRP) and quantities replace the old ones only where the user chose
 * "override". Nothing is ever duplicated.
 */
export function resolveDuplicateConflict<Id, T extends ConflictingElement<Id>>(
  existing: readonly T[],
  incoming: readonly T[],
  resolution: DuplicateResolution,
): T[] {
  const byProduct = new Map<Id, T>(incoming.map((element) => [element.productId, element]));
  const merged = existing.map((element) => {
    const update = byProduct.get(element.productId);
    if (update === undefined) return element;
    byProduct.delete(element.productId);
    return {
      ...element,
      quantity: resolution.quantities === "override" ? update.quantity : element.quantity,
      pricing:
        resolution.prices === "override" ? { ...element.pricing, crp: update.pricing.crp } : element.pricing,
    };
  });
  return [...merged, ...byProduct.values()];
}
