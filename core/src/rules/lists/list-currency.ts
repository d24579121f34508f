/** Core spec 3: the currency code of a list or a user (ISO code, for example "EUR"). */
export type CurrencyCode = string;

/** Core spec 5: a list in another currency than the user's cannot receive the selected products. */
export function canListReceiveProducts(
  list: { currency: CurrencyCode },
  userCurrency: CurrencyCode,
): boolean {
  return list.currency === userCurrency;
}

/** Core spec 5 / supplement 4: the user's currency must match the draft list's currency. */
export function isDraftCurrencyAllowed(
  list: { currency: CurrencyCode },
  userCurrency: CurrencyCode,
): boolean {
  return list.currency === userCurrency;
}

/** Core spec 5 / supplement 4: a draft's list country must match the user's country setting. */
export function isDraftCountryAllowed<Id>(list: { countryId: Id }, userCountryId: Id): boolean {
  return list.countryId === userCountryId;
}
