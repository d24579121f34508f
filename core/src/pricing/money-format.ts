import type { CurrencyCode } from "../model/common";
import { cachedNumberFormat } from "./intl-format-cache";

/**
 * Core spec 9: the Intl formatter of money in a currency for a locale (symbol, position and the currency's own
 * fraction digits); shared, so that other renderings of money (a spreadsheet's number format) follow the same rule.
 */
export function moneyNumberFormat(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  return cachedNumberFormat(locale, { style: "currency", currency });
}

/**
 * Core spec 9: formats an amount in a currency for a locale with Intl (symbol, position and the currency's own
 * fraction digits), e.g. "1.234,50 €" for de / EUR, "¥1,235" for ja / JPY.
 */
export function formatMoney(amount: number, currency: CurrencyCode, locale: string): string {
  return moneyNumberFormat(currency, locale).format(amount === 0 ? 0 : amount);
}
