import { FORMATTING_LOCALES } from "../constants";
import type { Separator } from "../model/enums";
import { cachedNumberFormat } from "./intl-format-cache";

/** Core spec 9: the locale of number formatting; COMMA maps to German formatting, anything else to English. */
export function numberLocaleFor(separator: Separator | null | undefined): "de" | "en" {
  return separator === "COMMA" ? "de" : "en";
}

/** Core spec 9: the locale used for language-dependent formatting; languages without their own fall back to English. */
export function formattingLocale(language: string): (typeof FORMATTING_LOCALES)[number] {
  return FORMATTING_LOCALES.find((locale) => locale === language) ?? "en";
}

/** Core spec 9: options of number formatting: a fixed number of fraction digits, or (default) 0 to 2 as needed. */
export type NumberFormatOptions = { fractionDigits?: number };

/** Core spec 9: formats a number by the user's separator (1.234,5 for COMMA, 1,234.5 otherwise). */
export function formatNumber(
  value: number,
  separator: Separator | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const { fractionDigits } = options;
  const format = cachedNumberFormat(numberLocaleFor(separator), {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  });
  return format.format(value === 0 ? 0 : value);
}

const GROUPED = { COMMA: /^-?\d{1,3}(\.\d{3})*(,\d+)?$/, DOT: /^-?\d{1,3}(,\d{3})*(\.\d+)?$/ };
const PLAIN = { COMMA: /^-?\d+(,\d+)?$/, DOT: /^-?\d+(\.\d+)?$/ };

/**
 * Core spec 9: reads a number written in the user's format, with or without grouping (German "1.234,5" for COMMA,
 * English "1,234.5" otherwise). Null for anything else.
 */
export function parseNumber(text: string, separator: Separator | null | undefined): number | null {
  const style = separator === "COMMA" ? "COMMA" : "DOT";
  const trimmed = text.trim();
  if (!GROUPED[style].test(trimmed) && !PLAIN[style].test(trimmed)) return null;
  const [group, decimal] = style === "COMMA" ? [".", ","] : [",", "."];
  const value = Number(trimmed.split(group).join("").replace(decimal, "."));
  return value === 0 ? 0 : value;
}
