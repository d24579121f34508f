import { HttpStatus } from "@catalogue/core/api";
import { toFieldErrors } from "@catalogue/core/rules";
import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { errorResponse } from "./error-response";

/**
 * Core spec 8: the zod-openapi default hook. A request that fails its contract answers 460 with the field errors
 * keyed as core's forms key them (zod-openapi would answer 400 otherwise).
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its input and output types.
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (result.success) return;
  const fieldErrors = toFieldErrors(result.error);
  c.set(
    "validation",
    `failed: ${fieldErrors.map((error) => `${error.field} ${error.messageKey}`).join(", ")}`,
  );
  return errorResponse(c, {
    status: HttpStatus.validation,
    resultKey: "VALIDATION_FAILED",
    message: "The request is not valid",
    fieldErrors,
  });
};
