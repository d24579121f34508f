import type { CurrencyCode } from "../model/common";

/**
 * Core spec 9: formats an amount in a currency for a locale with Intl (symbol, position and the currency's own
 * fraction digits), e.g. "1.234,50 €" for de / EUR, "¥1,235" for ja / JPY.
 */
export function formatMoney(amount: number, currency: CurrencyCode, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount === 0 ? 0 : amount);
}
