/** Core spec 5: a list in another currency than the user's cannot receive the selected products. */
export function canListReceiveProducts(
  list: { readonly currency: string },
  userCurrency: string | null,
): boolean {
  return list.currency === userCurrency;
}

/** Core spec 5 / supplement 4: the user's currency must match the draft list's currency. */
export function isDraftCurrencyAllowed(
  list: { readonly currency: string },
  userCurrency: string | null,
): boolean {
  return list.currency === userCurrency;
}

/** Core spec 5 / supplement 4: a draft's list country must match the user's country setting (none never matches). */
export function isDraftCountryAllowed<Id>(
  list: { readonly countryId: Id | null },
  userCountryId: Id | null,
): boolean {
  return list.countryId !== null && list.countryId === userCountryId;
}
