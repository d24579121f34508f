/**
 * Core spec 4.7 (save as mine): prices (CRP) are copied only when the shared list's currency is the user's
 * currency; a price in another currency would be wrong in the copy.
 */
export function keepsPricesOnSaveAsMine(listCurrency: string, userCurrency: string | null): boolean {
  return listCurrency === userCurrency;
}

/**
 * Core spec 4.7: the elements of a shared list copied into a list of the user's own, their prices dropped unless
 * `keepsPricesOnSaveAsMine`.
 */
export function elementsForSaveAsMine<
  T extends { readonly pricing: { readonly crp?: number | null | undefined } },
>(elements: readonly T[], listCurrency: string, userCurrency: string | null): T[] {
  if (keepsPricesOnSaveAsMine(listCurrency, userCurrency)) return elements.map((element) => ({ ...element }));
  return elements.map((element) => ({ ...element, pricing: { ...element.pricing, crp: null } }));
}
