import { ApiErrorMessage, resultKeyMessage } from "@catalogue/core/api";
import { isCallFailure } from "@catalogue/core/api/client";

/**
 * Core spec 8: the i18n key of the message for a failed call (a CallFailure) or a result key: the key's own
 * message when core has one (INVALID_UNIQUE_VALUE, LIST_CURRENCY_MISMATCH...), else the generic one.
 */
export function apiMessageKey(errorOrKey: unknown): string {
  const key = isCallFailure(errorOrKey) ? errorOrKey.resultKey : errorOrKey;
  return resultKeyMessage(typeof key === "string" ? key : null) ?? ApiErrorMessage.generic;
}
