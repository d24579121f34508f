import type { ResultKey } from "./result-keys";

/** Core spec 8: the i18n keys of the error toasts that are not tied to one result key. */
export const ApiErrorMessage = {
  generic: "apiErrors.generic",
  formProblems: "apiErrors.formProblems",
  availabilityUnknown: "apiErrors.availabilityUnknown",
} as const;

/**
 * Core spec 8 / supplement 8: result keys that carry their own toast message, as i18n keys. Keys handled by a
 * navigation (401, 403 partner keys, login keys) or by a status page are not here.
 */
export const RESULT_KEY_MESSAGES = {
  DRAFT_TAKEN: "apiErrors.DRAFT_TAKEN",
  INSUFFICIENT_PERMISSIONS: "apiErrors.INSUFFICIENT_PERMISSIONS",
  INVALID_UNIQUE_VALUE: "apiErrors.INVALID_UNIQUE_VALUE",
  PRODUCT_ALREADY_ADDED: "apiErrors.PRODUCT_ALREADY_ADDED",
  SCP_USER_ASSIGNED_TO_COUNTRY: "apiErrors.SCP_USER_ASSIGNED_TO_COUNTRY",
  USER_ADMIN_CANNOT_BE_DELETED: "apiErrors.USER_ADMIN_CANNOT_BE_DELETED",
  CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY:
    "apiErrors.CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
  COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED:
    "apiErrors.COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
  GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED:
    "apiErrors.GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
  MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA:
    "apiErrors.MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
  MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA:
    "apiErrors.MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA",
  IMPORT_STARTED_TOO_EARLY: "apiErrors.IMPORT_STARTED_TOO_EARLY",
  MISSING_COUNTRY: "apiErrors.MISSING_COUNTRY",
  DEFAULT_LIST_CANNOT_BE_REMOVED: "apiErrors.DEFAULT_LIST_CANNOT_BE_REMOVED",
  LIST_CURRENCY_MISMATCH: "apiErrors.LIST_CURRENCY_MISMATCH",
  DRAFT_COUNTRY_MISMATCH: "apiErrors.DRAFT_COUNTRY_MISMATCH",
  DRAFT_CURRENCY_MISMATCH: "apiErrors.DRAFT_CURRENCY_MISMATCH",
  DRAFT_COUNTRIES_CANNOT_BE_ADDED: "apiErrors.DRAFT_COUNTRIES_CANNOT_BE_ADDED",
  DRAFT_UPDATE_CONFLICT: "apiErrors.DRAFT_UPDATE_CONFLICT",
  SHOW_PRICES_NOT_ALLOWED: "apiErrors.SHOW_PRICES_NOT_ALLOWED",
  CANNOT_CHANGE_OWN_ADMIN_ROLE: "apiErrors.CANNOT_CHANGE_OWN_ADMIN_ROLE",
  SCP_ACTIVATION_INCOMPLETE: "apiErrors.SCP_ACTIVATION_INCOMPLETE",
  RATE_LIMITED: "apiErrors.RATE_LIMITED",
  PAYLOAD_TOO_LARGE: "apiErrors.PAYLOAD_TOO_LARGE",
  STORAGE_UNAVAILABLE: "apiErrors.STORAGE_UNAVAILABLE",
  EXPORTS_BUSY: "apiErrors.EXPORTS_BUSY",
} as const satisfies Partial<Record<ResultKey, string>>;

/** Core spec 8: a result key that has its own toast message. */
export type MessagedResultKey = keyof typeof RESULT_KEY_MESSAGES;

/** Core spec 8: the toast message key of a result key, if it has one. */
export function resultKeyMessage(resultKey: string | null | undefined): string | undefined {
  if (!resultKey || !Object.hasOwn(RESULT_KEY_MESSAGES, resultKey)) return undefined;
  return RESULT_KEY_MESSAGES[resultKey as MessagedResultKey];
}
