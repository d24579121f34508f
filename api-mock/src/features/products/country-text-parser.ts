import { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import { sql } from "drizzle-orm";

/**
 * The country columns in the order of a country text's fields, as one text per row (fields joined
 * by ",", a missing value empty, rows joined by ";"). Numbers and the enum texts (core's stock and phase-out
 * statuses) hold no "," or ";".
 */
const COUNTRY_FIELDS: readonly [string, "number" | "nullable" | "text" | "boolean"][] = [
  ["country_id", "number"],
  ["currency_id", "number"],
  ["local_list_price", "number"],
  ["global_reference_price", "number"],
  ["crp", "number"],
  ["ggp_unit_price", "nullable"],
  ["ggp_lower_limit", "nullable"],
  ["ggp_upper_limit", "nullable"],
  ["stock_status", "text"],
  ["quantity", "nullable"],
  ["critical_quantity", "nullable"],
  ["phase_out_status", "text"],
  ["market_clearance", "boolean"],
];

/** The SQL of one country row's text (of table alias `pc`), see `COUNTRY_FIELDS`. */
export const COUNTRY_ROW_TEXT = sql.raw(
  COUNTRY_FIELDS.map(([column, kind]) =>
    kind === "boolean"
      ? `CASE WHEN pc.${column} THEN '1' ELSE '0' END`
      : kind === "nullable"
        ? `coalesce(pc.${column}::text, '')`
        : `pc.${column}::text`,
  ).join(" || ',' || "),
);

/** The index of each field in the values `parseCountryText` hands over. */
export const COUNTRY_FIELD = {
  countryId: 0,
  currencyId: 1,
  localListPrice: 2,
  globalReferencePrice: 3,
  crp: 4,
  ggpUnitPrice: 5,
  ggpLowerLimit: 6,
  ggpUpperLimit: 7,
  stockStatus: 8,
  quantity: 9,
  criticalQuantity: 10,
  phaseOutStatus: 11,
  marketClearance: 12,
} as const;

const MINUS = 45;
const DOT = 46;
const ZERO = 48;
// Digits a double holds exactly: up to here a decimal is read digit by digit, longer ones by Number.
const EXACT_DIGITS = 15;
const POWERS_OF_TEN = [
  1, 10, 100, 1_000, 10_000, 100_000, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/**
 * The number of `text` from `start` to `end` (NaN when empty). Digits are summed as an integer and divided by a
 * power of ten, both exact below 15 digits, so the division's one rounding gives what `Number` gives.
 */
function decimalAt(text: string, start: number, end: number): number {
  if (start === end) return Number.NaN;
  const negative = text.charCodeAt(start) === MINUS;
  let digits = 0;
  let value = 0;
  let scale = -1;
  for (let at = negative ? start + 1 : start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === DOT && scale < 0) scale = 0;
    else if (code >= ZERO && code <= ZERO + 9 && ++digits <= EXACT_DIGITS) {
      value = value * 10 + (code - ZERO);
      if (scale >= 0) scale++;
    } else return Number(text.slice(start, end));
  }
  if (digits === 0) return Number(text.slice(start, end));
  const result = scale > 0 ? value / (POWERS_OF_TEN[scale] ?? 1) : value;
  return negative ? -result : result;
}

/** The index in `options` of the text from `start` to `end`, or -1 (read in place, no substring). */
function optionAt(options: readonly string[], text: string, start: number, end: number): number {
  for (let index = 0; index < options.length; index++) {
    const option = options[index] ?? "";
    if (option.length === end - start && text.startsWith(option, start)) return index;
  }
  return -1;
}

/** The error for a row without exactly `COUNTRY_FIELDS.length` fields. */
function fieldCountError(productId: number, text: string): Error {
  return new Error(`country row of product ${productId} has not ${COUNTRY_FIELDS.length} fields: ${text}`);
}

/**
 * Reads the rows of one product's country text (see `COUNTRY_FIELDS`) into `fields`, one row at
 * a time, calling `onRow` after each: numbers as numbers (NaN for an empty one), the statuses as their index in
 * core's enums (-1 for an unknown text), the clearance as 1 or 0. Runs for 650,000 rows at 50,000 products, so it
 * makes no object or string per row (the former split into rows, fields and row objects left about 100 MB of
 * garbage per load) and finds the separators with `indexOf` (a loop over every character cost twice the time).
 */
export function parseCountryText(
  productId: number,
  text: string,
  fields: Float64Array,
  onRow: () => void,
): void {
  const last = COUNTRY_FIELDS.length - 1;
  let start = 0;
  while (start <= text.length) {
    let rowEnd = text.indexOf(";", start);
    if (rowEnd < 0) rowEnd = text.length;
    for (let field = 0; field < last; field++) {
      const end = text.indexOf(",", start);
      if (end < 0 || end > rowEnd) throw fieldCountError(productId, text);
      fields[field] =
        field === COUNTRY_FIELD.stockStatus
          ? optionAt(StockAvailabilityStatus.options, text, start, end)
          : field === COUNTRY_FIELD.phaseOutStatus
            ? optionAt(PhaseOutStatus.options, text, start, end)
            : decimalAt(text, start, end);
      start = end + 1;
    }
    const extra = text.indexOf(",", start);
    if (extra >= 0 && extra < rowEnd) throw fieldCountError(productId, text);
    fields[last] = Number(rowEnd > start && text.charCodeAt(start) === ZERO + 1);
    onRow();
    start = rowEnd + 1;
  }
}
