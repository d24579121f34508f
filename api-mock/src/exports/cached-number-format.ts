import type { CurrencyCode, Separator } from "@catalogue/core/model";
import { numberLocaleFor } from "@catalogue/core/pricing";

// Core's formatNumber and formatMoney build a new Intl.NumberFormat on every call, which costs about 0.1 ms: a
// 1,000-line PDF formats 6,000 numbers and spent most of its time there. These keep one formatter per shape; a
// property test pins them to core's output, so the rule itself still lives in core.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = create();
    formatters.set(key, cached);
  }
  return cached;
}

/** Core spec 9: `formatNumber` of core (COMMA => German, else English; 0 to 2 decimals or a fixed count), cached. */
export function formatNumberFast(
  value: number,
  separator: Separator | null | undefined,
  fractionDigits?: number,
) {
  const locale = numberLocaleFor(separator);
  const format = formatter(`n:${locale}:${fractionDigits ?? ""}`, () => {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits ?? 0,
      maximumFractionDigits: fractionDigits ?? 2,
    });
  });
  return format.format(value === 0 ? 0 : value);
}

/** Core spec 9: `formatMoney` of core for the locale of the viewer's separator, cached. */
export function formatMoneyFast(
  amount: number,
  currency: CurrencyCode,
  separator: Separator | null | undefined,
) {
  const locale = numberLocaleFor(separator);
  const format = formatter(`m:${locale}:${currency}`, () => {
    return new Intl.NumberFormat(locale, { style: "currency", currency });
  });
  return format.format(amount === 0 ? 0 : amount);
}
