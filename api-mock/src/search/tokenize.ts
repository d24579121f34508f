import { parseGs1Code, toCatalogueGtin } from "@catalogue/core/gs1";

/**
 * Search text as comparable tokens: lower case, accents removed (so "Cáleo" finds "Caleo"), split
 * at anything that is not a letter or digit ("SpO2 sensor, 2.5 m" => spo2, sensor, 2, 5, m).
 */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== "");
}

/** Lower case without diacritics, the form every indexed and typed text is compared in. */
export function normalizeText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Part numbers and GTINs compared without case, spaces or dashes ("MP 00123" = "mp00123"). */
export function normalizeIdentifier(text: string): string {
  return normalizeText(text).replace(/[\s\-./]+/g, "");
}

/** Whether a token is made of letters only, the only kind that typo tolerance applies to. */
export function isWordToken(token: string): boolean {
  return /^\p{L}+$/u.test(token);
}

/**
 * The identifier a search text names: a scanned or typed GS1 code (a UDI label's element string, a GTIN-14)
 * names its product's GTIN-13, as the catalogue stores it; anything else is compared as typed.
 */
export function identifierOf(text: string): string {
  const code = parseGs1Code(text);
  return (code && toCatalogueGtin(code.gtin)) ?? normalizeIdentifier(text);
}
