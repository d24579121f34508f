import { type ErrorEnvelope, HttpStatus } from "@catalogue/core/api";
import type { DomainFailure } from "./domain-error";

/** HTTP 429: not a code of core spec 8, so it is named here. */
export const TOO_MANY_REQUESTS = 429;
/** HTTP 413: not a code of core spec 8 either. */
export const PAYLOAD_TOO_LARGE = 413;

/** Architecture 3: the one place where a domain failure becomes the error envelope (status and result key). */
export function toErrorEnvelope(failure: DomainFailure): ErrorEnvelope {
  switch (failure.kind) {
    case "unauthorized":
      return envelope(HttpStatus.unauthorized, failure.resultKey ?? "UNAUTHORIZED", failure.message);
    case "forbidden":
      return envelope(HttpStatus.forbidden, failure.resultKey ?? "FORBIDDEN", failure.message);
    case "resourceNotFound":
      return envelope(HttpStatus.resourceNotFound, "RESOURCE_NOT_FOUND", failure.message);
    case "businessRule":
      return envelope(HttpStatus.businessRule, failure.resultKey, failure.message);
    case "staleVersion":
      return envelope(HttpStatus.optimisticLocking, "OPTIMISTIC_LOCK", failure.message);
    case "validation":
      return {
        ...envelope(HttpStatus.validation, failure.resultKey ?? "VALIDATION_FAILED", failure.message),
        fieldErrors: failure.fieldErrors,
      };
    case "rateLimited":
      return envelope(TOO_MANY_REQUESTS, "RATE_LIMITED", failure.message);
    case "unavailable":
      return envelope(HttpStatus.unavailable, failure.resultKey, failure.message);
    case "payloadTooLarge":
      return envelope(PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", failure.message);
    case "injected":
      return envelope(failure.status, failure.resultKey, failure.message);
  }
}

function envelope(status: number, resultKey: string, message: string): ErrorEnvelope {
  return { status, resultKey, message };
}
