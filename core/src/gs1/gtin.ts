// GS1 General Specifications 7.9: the check digit of a GTIN weights the digits 3,1,3,1... from the right
// (the check digit itself excluded) and tops the sum up to the next multiple of ten.

/** The GTIN lengths GS1 defines: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** GS1 7.9: the check digit of a GTIN's data digits (all digits but the last). */
export function gs1CheckDigit(dataDigits: string): number {
  let sum = 0;
  for (let i = 0; i < dataDigits.length; i++) {
    const digit = Number(dataDigits[dataDigits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** GS1 7.9: whether `text` is a GTIN of a defined length whose last digit is its check digit. */
export function isValidGtin(text: string): boolean {
  if (!/^\d+$/.test(text) || !(GTIN_LENGTHS as readonly number[]).includes(text.length)) return false;
  return gs1CheckDigit(text.slice(0, -1)) === Number(text.at(-1));
}

/**
 * GS1 3.3.2 (AI 01): any GTIN written as the 14 digits an element string carries, padded with leading zeros.
 * Padding keeps the check digit valid, since zeros add nothing to the weighted sum.
 */
export function toGtin14(gtin: string): string {
  return gtin.padStart(14, "0");
}

/**
 * Core spec 3 (main and secondary GTIN): the catalogue stores GTIN-13s. A GTIN-14 with indicator digit 0 is the
 * same trade item as the GTIN-13 after it; other indicators (1-8) name a case of it, which the catalogue does
 * not list, so they map to nothing.
 */
export function toCatalogueGtin(gtin: string): string | null {
  const full = toGtin14(gtin);
  return full.startsWith("0") ? full.slice(1) : null;
}

/** Core spec 3: a GTIN-13 from a GS1 company prefix and an item reference, with its check digit. */
export function makeGtin13(companyPrefix: string, itemReference: number): string {
  const referenceLength = 12 - companyPrefix.length;
  const data = companyPrefix + String(itemReference % 10 ** referenceLength).padStart(referenceLength, "0");
  return data + String(gs1CheckDigit(data));
}
