import * as fc from "fast-check";

/** Test support for core spec 5: a string of exactly `length` visible (non-blank) characters. */
export function visibleText(length: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(..."abcXYZ019éßж漢-_.!"), minLength: length, maxLength: length });
}

/** Test support for core spec 5: whitespace only (spaces, tabs, new lines), possibly empty. */
export function blankText(maxLength = 20): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\r"), maxLength });
}

/** Test support for core spec 5: a visible text of `length` characters wrapped in blanks that trimming removes. */
export function paddedText(length: number): fc.Arbitrary<string> {
  return fc
    .tuple(blankText(5), visibleText(length), blankText(5))
    .map(([before, text, after]) => `${before}${text}${after}`);
}
