import type * as z from "zod";
import type { FieldError } from "../api/error-envelope";
import { VALIDATION_KEY_PREFIX, ValidationMessage } from "./validation-messages";

type Issue = z.core.$ZodIssue;
type Params = NonNullable<FieldError["params"]>;

/** Core spec 5 "Generic messages": the generic key for an issue whose message is not one of our keys. */
function genericKey(issue: Issue): string {
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return ValidationMessage.maxLength;
      return issue.origin === "array" || issue.origin === "set"
        ? ValidationMessage.arrayMax
        : ValidationMessage.numberMax;
    case "too_small":
      if (issue.origin === "string") return ValidationMessage.minLength;
      return issue.origin === "array" || issue.origin === "set"
        ? ValidationMessage.arrayMin
        : ValidationMessage.numberMin;
    case "invalid_format":
      return issue.format === "email" ? ValidationMessage.invalidEmail : ValidationMessage.invalidFormat;
    default:
      return ValidationMessage.required;
  }
}

/** Core spec 5: the params a message needs; lengths and counts also give `count` for i18next plurals. */
function paramsOf(issue: Issue): Params | undefined {
  if (issue.code === "too_big") return { max: Number(issue.maximum), count: Number(issue.maximum) };
  if (issue.code === "too_small") return { min: Number(issue.minimum), count: Number(issue.minimum) };
  if (issue.code === "custom" && issue.params) return issue.params as Params;
  return undefined;
}

/**
 * Architecture 3 / core spec 5: a ZodError's issues as the error envelope's `fieldErrors` (field path joined
 * with dots, message key, params), so api-mock answers 460 with the same keys the forms show.
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const messageKey = issue.message.startsWith(VALIDATION_KEY_PREFIX) ? issue.message : genericKey(issue);
    const params = paramsOf(issue);
    const field = issue.path.map(String).join(".");
    return params ? { field, messageKey, params } : { field, messageKey };
  });
}
