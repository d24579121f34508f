// GS1 General Specifications 7.9: the check digit of a GTIN weights the digits 3,1,3,1... from the right
// (excluding the check digit itself) and tops the sum up to the next multiple of ten.

/** Core spec 3 (main and secondary GTIN): the GS1 check digit of the 12 data digits of a GTIN-13. */
export function gs1CheckDigit(dataDigits: string): number {
  let sum = 0;
  for (let i = 0; i < dataDigits.length; i++) {
    const digit = Number(dataDigits[dataDigits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Core spec 3: a GTIN-13 from a GS1 company prefix and an item reference, with its check digit. */
export function makeGtin13(companyPrefix: string, itemReference: number): string {
  const referenceLength = 12 - companyPrefix.length;
  const data = companyPrefix + String(itemReference % 10 ** referenceLength).padStart(referenceLength, "0");
  return data + String(gs1CheckDigit(data));
}
