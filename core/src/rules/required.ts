import * as z from "zod";
import { Id } from "../model/common";
import { ValidationMessage } from "./validation-messages";

/**
 * Core spec 5 "Generic messages": a chosen entity id (country, company, user...), the model's `Id`, required:
 * nothing chosen (null, undefined) or anything that is not an id gives "This field cannot be empty".
 */
export const RequiredId = z.custom<Id>((value) => Id.safeParse(value).success, {
  error: ValidationMessage.required,
});
export type RequiredId = z.infer<typeof RequiredId>;

/** Core spec 5: a required choice among an enumeration; no choice (null, undefined, unknown) is "required". */
export function requiredChoice<const T extends readonly string[]>(
  values: T,
): z.ZodEnum<z.core.util.ToEnum<T[number]>> {
  return z.enum(values, { error: ValidationMessage.required });
}
