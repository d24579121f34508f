/**
 * Core spec 4.1: the one title collation of the product: English, case and accents aside, numbers by value
 * ("Mask 2" before "Mask 10"). The product grid's TITLE sorts, list elements by PRODUCT_TITLE and the
 * alphabetical list of lists all read titles through it.
 */
const TITLE_COLLATOR = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Core spec 4.1: compares two titles A to Z (0 for titles that differ only in case or accents). */
export function compareTitles(left: string, right: string): number {
  return TITLE_COLLATOR.compare(left, right);
}
