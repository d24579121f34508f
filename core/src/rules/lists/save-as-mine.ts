/**
 * Core spec 4.7: the elements of a shared list copied into a list of the user's own. Prices (CRP) are copied only
 * when the list's currency equals the user's currency; otherwise they are dropped, because a price in another
 * currency would be wrong in the copy.
 */
export function elementsForSaveAsMine<
  T extends { readonly pricing: { readonly crp?: number | null | undefined } },
>(elements: readonly T[], listCurrency: string, userCurrency: string | null): T[] {
  if (listCurrency === userCurrency) return elements.map((element) => ({ ...element }));
  return elements.map((element) => ({ ...element, pricing: { ...element.pricing, crp: null } }));
}
