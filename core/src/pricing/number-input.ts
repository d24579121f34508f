import { PRICE_MAX, QUANTITY_MAX, UNIT_AMOUNT_MAX } from "../constants";

/** Core spec 5 "Number input": the limits of one number field. */
export type NumberInputOptions = {
  /** Upper bound (core spec 9). */
  max: number;
  /** Lower bound; 0 by default. */
  min?: number;
  /** Step that whole values are rounded up to; 1 by default. */
  step?: number;
  /** Fraction digits allowed, at most 2; 0 by default. */
  fractionDigits?: 0 | 1 | 2;
};

/** Core spec 5: why a typed value was changed, so the field can say so (null: taken as typed). */
export type NumberInputCorrection = "EMPTY" | "NOT_A_NUMBER" | "ROUNDED" | "BELOW_MIN" | "ABOVE_MAX";

/** Core spec 5: the value to keep and what was corrected. */
export type NumberInputResult = { value: number; correction: NumberInputCorrection | null };

/** Core spec 5 / 9: the number fields of the product, each with its bound from the constants. */
export const NUMBER_INPUTS = {
  unitAmount: { max: UNIT_AMOUNT_MAX, fractionDigits: 0 },
  quantity: { max: QUANTITY_MAX, fractionDigits: 0 },
  price: { max: PRICE_MAX, fractionDigits: 2 },
} as const satisfies Record<string, NumberInputOptions>;

const NUMBER = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/** Reads "12,5", "12.5", ".5" or "12." exactly to `digits` fraction digits (rounded half up); null if not a number. */
function readScaled(text: string, digits: number): number | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  const kept = fraction.slice(0, digits).padEnd(digits, "0");
  const roundUp = (fraction[digits] ?? "0") >= "5" ? 1 : 0;
  const scaled = Number(`${whole || "0"}${kept}`) + roundUp;
  return sign === "-" ? -scaled : scaled;
}

/**
 * Core spec 5: normalises what the user typed into a number field. Comma or dot is the decimal mark; an empty
 * field resets to the minimum; at most `fractionDigits` (max 2) are kept, rounding half up; without fraction digits
 * the value is rounded up to the step; the result is held within the bounds.
 */
export function normalizeNumberInput(text: string, options: NumberInputOptions): NumberInputResult {
  const { max, min = 0, step = 1, fractionDigits = 0 } = options;
  const trimmed = text.trim();
  if (trimmed === "") return { value: min, correction: "EMPTY" };
  const scale = 10 ** fractionDigits;
  const scaled = readScaled(trimmed, fractionDigits);
  if (scaled === null) return { value: min, correction: "NOT_A_NUMBER" };
  const exact = Number(trimmed.replace(",", "."));
  const value = fractionDigits === 0 ? min + Math.ceil((exact - min) / step) * step : scaled / scale;
  if (value < min) return { value: min, correction: "BELOW_MIN" };
  const highest = fractionDigits === 0 ? min + Math.floor((max - min) / step) * step : max;
  if (value > highest) return { value: highest, correction: "ABOVE_MAX" };
  return { value: value === 0 ? 0 : value, correction: value === exact ? null : "ROUNDED" };
}
