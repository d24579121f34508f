import { HttpStatus, type StorageRefusal } from "@catalogue/core/api";
import { ValidationMessage } from "@catalogue/core/rules";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { DomainError } from "./domain-error";
import { errorResponse } from "./error-response";
import { storageRefusalOf } from "./storage-state";
import { toErrorEnvelope } from "./to-error-envelope";

/**
 * Architecture 3 / core spec 8: every thrown error ends here. Domain errors become their envelope; a malformed
 * body is a validation failure (460, never 400); anything else is a 500 whose correlation id is logged with the
 * stack and sent without it.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    const response = errorResponse(c, toErrorEnvelope(error.failure));
    if (error.failure.kind === "rateLimited" || error.failure.kind === "unavailable") {
      response.headers.set("Retry-After", String(error.failure.retryAfterSeconds));
    }
    // The rest of a body too large is not worth reading: the connection ends with the answer.
    if (error.failure.kind === "payloadTooLarge") response.headers.set("Connection", "close");
    return response;
  }
  if (error instanceof HTTPException && error.status < 500) return malformedRequest(c, error);
  if (isOutOfRange(error)) return numberOutOfRange(c);
  const refusal = storageRefusalOf(error);
  if (refusal) return storageRefused(c, refusal, error);
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

/** PostgreSQL's numeric_value_out_of_range, on the error itself or on the driver error a failed query wraps. */
const OUT_OF_RANGE = "22003";
function isOutOfRange(error: unknown): boolean {
  for (let cause = error; typeof cause === "object" && cause !== null; cause = (cause as Error).cause) {
    if ((cause as { code?: unknown }).code === OUT_OF_RANGE) return true;
  }
  return false;
}

/**
 * The schemas take any safe integer as an id, but most id columns are 32-bit: an id above 2^31-1 names no row,
 * and the query that compares it fails. That is the caller's number, not a fault of the server (the statement
 * failed, so nothing was written): a validation refusal.
 */
function numberOutOfRange(c: Context<AppEnv>): Response {
  c.set("validation", "failed: a number out of the stored range");
  return errorResponse(c, {
    status: HttpStatus.validation,
    resultKey: "VALIDATION_FAILED",
    message: "A number is out of range",
    fieldErrors: [{ field: "", messageKey: ValidationMessage.numberMax }],
  });
}

/** How long a client should wait before trying a write again when the storage refuses it. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The database refuses writes (read-only, disk full, I/O error): the request changed nothing (its transaction
 * failed), reads go on, and the caller may try again later, so it is 503, not a fault of this request.
 */
function storageRefused(c: Context<AppEnv>, reason: StorageRefusal, error: Error): Response {
  const correlationId = c.get("correlationId");
  c.get("storage")?.refused(reason);
  c.get("logger")?.error("storage refuses writes", { correlationId, reason, error: String(error) });
  const response = errorResponse(c, {
    status: HttpStatus.unavailable,
    resultKey: "STORAGE_UNAVAILABLE",
    message: "The database cannot take changes at the moment; nothing was changed",
    correlationId,
  });
  response.headers.set("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  return response;
}

/** Core spec 8: an unknown API path answers 404 in the envelope (the SPA handles all other paths). */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, {
    status: HttpStatus.notFound,
    resultKey: "NOT_FOUND",
    message: `No route ${c.req.method} ${c.req.path}`,
  });
