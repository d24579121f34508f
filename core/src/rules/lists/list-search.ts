import { normalizeIdentifier, normalizeText, tokenize } from "../search-text";

/** What the search inside a list reads of a product: the texts its row shows. */
export interface ListSearchProduct {
  readonly title: string;
  readonly subtitle?: string | null;
  readonly partNumber: string;
}

/**
 * Core spec 2.3 (list details) and 5 "Search": whether a list's product matches the text typed in the list's
 * search field. Every word of the text must occur in the product's title, subtitle or part number, compared as
 * the catalogue's search compares (case and accents ignored); or the whole text, without its spaces and dashes,
 * occurs in the part number ("MP 001" finds "MP00123"). A blank text matches every product. The same rule runs
 * online and offline: the list's rows are in the browser either way.
 */
export function matchesListSearch(product: ListSearchProduct, text: string): boolean {
  const words = tokenize(text);
  if (words.length === 0) return true;
  const partNumber = normalizeIdentifier(product.partNumber);
  const identifier = normalizeIdentifier(text);
  if (identifier !== "" && partNumber.includes(identifier)) return true;
  const shown = normalizeText(`${product.title} ${product.subtitle ?? ""}`);
  return words.every((word) => shown.includes(word) || partNumber.includes(word));
}

/** The elements of a list whose product matches the search text, in the list's order. */
export function searchListElements<T extends { readonly product: ListSearchProduct }>(
  elements: readonly T[],
  text: string,
): T[] {
  return elements.filter((element) => matchesListSearch(element.product, text));
}
