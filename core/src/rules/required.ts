import * as z from "zod";
import { ValidationMessage } from "./validation-messages";

/** Core spec 5 "Generic messages": a chosen id (country, company, user...), required: null, "" and blanks fail. */
export const RequiredId = z
  .string({ error: ValidationMessage.required })
  .trim()
  .min(1, { error: ValidationMessage.required });
export type RequiredId = z.infer<typeof RequiredId>;

/** Core spec 5: a required choice among an enumeration; no choice (null, undefined, unknown) is "required". */
export function requiredChoice<const T extends readonly string[]>(
  values: T,
): z.ZodEnum<z.core.util.ToEnum<T[number]>> {
  return z.enum(values, { error: ValidationMessage.required });
}
