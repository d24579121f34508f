import { ValidationMessage } from "./validation-messages";

/** Core spec 5 / supplement 5: what a character counter shows beside a limited text field. */
export interface CharCounter {
  /** The length of the text, for example 5. */
  readonly length: number;
  /** The limit, for example 100. */
  readonly max: number;
  /** The counter text, for example "5/100". */
  readonly label: string;
  /** True once the text has reached (or passed) the limit. */
  readonly reachedLimit: boolean;
  /** The i18n key of the reached-limit message, present only at the limit. */
  readonly messageKey?: typeof ValidationMessage.charLimitReached;
}

/** Supplement 5: the char counter compares the text's length to the limit: "5/100", and a message at the limit. */
export function charCounter(text: string, max: number): CharCounter {
  const length = text.length;
  const reachedLimit = length >= max;
  const label = `${length}/${max}`;
  return reachedLimit
    ? { length, max, label, reachedLimit, messageKey: ValidationMessage.charLimitReached }
    : { length, max, label, reachedLimit };
}
