import type * as z from "zod";
import { toFieldErrors } from "../rules/field-errors";
import { type ErrorEnvelope, HttpStatus } from "./error-envelope";
import { ResultKey } from "./result-keys";

/**
 * Core spec 8 / architecture 3: the 460 envelope for input that failed a core schema, with the same field
 * message keys the forms show (api-mock's validation hook answers with it).
 */
export function toValidationEnvelope(error: z.ZodError): ErrorEnvelope {
  return {
    status: HttpStatus.validation,
    resultKey: ResultKey.enum.VALIDATION_FAILED,
    message: "Validation failed",
    fieldErrors: toFieldErrors(error),
  };
}
