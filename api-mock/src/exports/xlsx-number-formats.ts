import type { CurrencyCode, Separator } from "@catalogue/core/model";
import { moneyNumberFormat, numberLocaleFor } from "@catalogue/core/pricing";
import type { ColumnKind } from "./export-columns";

/** Core spec 9: whole numbers (quantities, pieces) with a thousands group. */
export const INTEGER_FORMAT = "#,##0";

/** Core spec 9: a discount in percent of the CRP, stored as the percentage itself (12.5 means 12.5 %). */
export const PERCENT_FORMAT = '0.00" %"';

const quoted = (text: string): string => `"${text.replace(/"/g, "")}"`;

/**
 * Core spec 9: the Excel number format of a money column, shaped by core's `moneyNumberFormat`
 * (the formatter behind `formatMoney`) for the viewer's separator: the currency symbol before or after the number,
 * the spacing between them, and the currency's own decimals (none for JPY). The decimal and grouping marks in a number format are placeholders that the
 * spreadsheet program draws in its own locale; OOXML has no way to fix them in the file.
 */
export function moneyFormat(currency: CurrencyCode, separator: Separator): string {
  const money = moneyNumberFormat(currency, numberLocaleFor(separator));
  const digits = money.resolvedOptions().maximumFractionDigits;
  const number = digits && digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0";
  const parts = money.formatToParts(1234.5);
  const first = parts.findIndex((part) => part.type === "integer");
  const last = parts.findLastIndex((part) => ["integer", "group", "decimal", "fraction"].includes(part.type));
  const before = parts
    .slice(0, first)
    .map((part) => part.value)
    .join("");
  const after = parts
    .slice(last + 1)
    .map((part) => part.value)
    .join("");
  return `${before ? quoted(before) : ""}${number}${after ? quoted(after) : ""}`;
}

/** Core spec 9: the Excel number format of a column kind; text columns keep the General format. */
export function columnFormat(
  kind: ColumnKind,
  currency: CurrencyCode,
  separator: Separator,
): string | undefined {
  if (kind === "integer") return INTEGER_FORMAT;
  if (kind === "percent") return PERCENT_FORMAT;
  if (kind === "money") return moneyFormat(currency, separator);
  return undefined;
}
