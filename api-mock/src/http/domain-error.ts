import type { FieldError, ResultKey } from "@catalogue/core/api";

/** Architecture 3 / core spec 8: the failures a handler may raise; `toErrorEnvelope` maps them, once. */
export type DomainFailure =
  | { kind: "unauthorized"; resultKey?: ResultKey; message: string }
  | { kind: "forbidden"; resultKey?: ResultKey; message: string }
  | { kind: "resourceNotFound"; message: string }
  | { kind: "businessRule"; resultKey: ResultKey; message: string }
  | { kind: "staleVersion"; message: string }
  | { kind: "validation"; fieldErrors: FieldError[]; message: string; resultKey?: ResultKey }
  | { kind: "rateLimited"; retryAfterSeconds: number; message: string }
  | { kind: "unavailable"; resultKey: ResultKey; retryAfterSeconds: number; message: string }
  | { kind: "payloadTooLarge"; maxBytes: number; message: string }
  | { kind: "injected"; status: number; resultKey: string; message: string };

/** Architecture 3: a typed domain error; thrown by services, turned into the envelope by the error handler. */
export class DomainError extends Error {
  constructor(readonly failure: DomainFailure) {
    super(failure.message);
    this.name = "DomainError";
  }
}

/** Core spec 8 (409): a business rule refused the command. */
export function businessRule(resultKey: ResultKey, message: string): DomainError {
  return new DomainError({ kind: "businessRule", resultKey, message });
}

/** Core spec 8 (464): the id names no record the caller may see. */
export function resourceNotFound(what: string): DomainError {
  return new DomainError({ kind: "resourceNotFound", message: `${what} not found` });
}

/** Core spec 8 (401): no valid session. */
export function unauthorized(message = "A session is required"): DomainError {
  return new DomainError({ kind: "unauthorized", message });
}

/** Core spec 8 (403): the session may not do this. */
export function forbidden(message: string, resultKey?: ResultKey): DomainError {
  return new DomainError(
    resultKey ? { kind: "forbidden", resultKey, message } : { kind: "forbidden", message },
  );
}

/** Core spec 8 (428): the client's `version` is older than the stored one. */
export function staleVersion(what: string): DomainError {
  return new DomainError({ kind: "staleVersion", message: `${what} was changed by someone else` });
}

/** Core spec 8 (460): input that breaks a rule of core spec 5, with the fields at fault. */
export function validationFailed(fieldErrors: FieldError[]): DomainError {
  return new DomainError({ kind: "validation", fieldErrors, message: "The request is not valid" });
}

/** Core spec 8 (460 INVALID_UNIQUE_VALUE): the value is already taken (a list name), with the field at fault. */
export function uniqueValueTaken(field: string): DomainError {
  return new DomainError({
    kind: "validation",
    resultKey: "INVALID_UNIQUE_VALUE",
    fieldErrors: [{ field, messageKey: "apiErrors.INVALID_UNIQUE_VALUE" }],
    message: "The value is already taken",
  });
}

/** HTTP 413: the body (an upload) is larger than `maxBytes`. */
export function payloadTooLarge(maxBytes: number): DomainError {
  return new DomainError({
    kind: "payloadTooLarge",
    maxBytes,
    message: `The request body exceeds ${maxBytes} bytes`,
  });
}

/** 503: the server cannot take this now (the caller changed nothing and may retry after `retryAfterSeconds`). */
export function unavailable(resultKey: ResultKey, retryAfterSeconds: number, message: string): DomainError {
  return new DomainError({ kind: "unavailable", resultKey, retryAfterSeconds, message });
}
