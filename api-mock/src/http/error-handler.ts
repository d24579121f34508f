import { HttpStatus } from "@catalogue/core/api";
import { ValidationMessage } from "@catalogue/core/rules";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { DomainError } from "./domain-error";
import { errorResponse } from "./error-response";
import { toErrorEnvelope } from "./to-error-envelope";

/**
 * Architecture 3 / core spec 8: every thrown error ends here. Domain errors become their envelope; a malformed
 * body is a validation failure (460, never 400); anything else is a 500 whose correlation id is logged with the
 * stack and sent without it.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    const response = errorResponse(c, toErrorEnvelope(error.failure));
    if (error.failure.kind === "rateLimited") {
      response.headers.set("Retry-After", String(error.failure.retryAfterSeconds));
    }
    // The rest of a body too large is not worth reading: the connection ends with the answer.
    if (error.failure.kind === "payloadTooLarge") response.headers.set("Connection", "close");
    return response;
  }
  if (error instanceof HTTPException && error.status < 500) return malformedRequest(c, error);
  const correlationId = c.get("correlationId");
  c.get("logger")?.error("unexpected fault", { correlationId, error: String(error), stack: error.stack });
  return errorResponse(c, {
    status: HttpStatus.internal,
    resultKey: "INTERNAL_ERROR",
    message: "An unexpected error occurred",
    correlationId,
  });
};

function malformedRequest(c: Context<AppEnv>, error: HTTPException): Response {
  c.set("validation", `failed: ${error.message}`);
  return errorResponse(c, {
    status: HttpStatus.validation,
    resultKey: "VALIDATION_FAILED",
    message: error.message,
    fieldErrors: [{ field: "body", messageKey: ValidationMessage.invalidFormat }],
  });
}

/** Core spec 8: an unknown API path answers 404 in the envelope (the SPA handles all other paths). */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, {
    status: HttpStatus.notFound,
    resultKey: "NOT_FOUND",
    message: `No route ${c.req.method} ${c.req.path}`,
  });
