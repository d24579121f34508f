import { ApiErrorMessage, resultKeyMessage } from "@catalogue/core/api";
import { ApiError } from "../../lib/api-client";

/**
 * Core spec 8: the i18n key of the message for a failed call (an ApiError) or a result key: the key's own
 * message when core has one (INVALID_UNIQUE_VALUE, LIST_CURRENCY_MISMATCH...), else the generic one.
 */
export function apiMessageKey(errorOrKey: unknown): string {
  const key = errorOrKey instanceof ApiError ? errorOrKey.resultKey : errorOrKey;
  return resultKeyMessage(typeof key === "string" ? key : null) ?? ApiErrorMessage.generic;
}
