/** Options of a number input (core spec 5: minimum default 0, step 1, at most 2 fraction digits). */
export type NumberInputRules = { min?: number; max?: number; step?: number; fractionDigits?: number };

/** Core spec 5: no number input carries more than this many fraction digits. */
const MAX_FRACTION_DIGITS = 2;

// To be replaced by core's `normalizeNumberInput` (pricing module, being written in parallel): the rule belongs
// in core, once; this is the web's stand-in so the component can ship now.
/**
 * Core spec 5 (number input): reads what the user typed. Comma or dot is the decimal mark; empty gives the
 * minimum; without fraction digits the value is rounded up to the step; with them, to at most 2 digits; the
 * result is kept within min and max. Returns null when the text is not a number.
 */
export function parseNumberInput(text: string, rules: NumberInputRules = {}): number | null {
  const { min = 0, max = Number.POSITIVE_INFINITY, step = 1, fractionDigits = 0 } = rules;
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return min;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const digits = Math.min(Math.max(fractionDigits, 0), MAX_FRACTION_DIGITS);
  const rounded = digits === 0 ? Math.ceil(value / step) * step : roundTo(value, digits);
  return Math.min(Math.max(rounded, min), max);
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  // The epsilon keeps 1.005 from becoming 1.00 through binary floating-point error.
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
