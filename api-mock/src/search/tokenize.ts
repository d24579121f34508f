import { parseGs1Code, toCatalogueGtin } from "@catalogue/core/gs1";
import { normalizeIdentifier } from "@catalogue/core/rules";

// The text forms live in core: the search inside a list (web, offline too) compares the same way.
export { normalizeIdentifier, normalizeText, tokenize } from "@catalogue/core/rules";

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
