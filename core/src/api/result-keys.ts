import * as z from "zod";

/**
 * Core spec 8 / supplement 8: the result keys the API answers with, in the error envelope's `resultKey`.
 * The first group is named by the specification; the second names the generic outcomes of the HTTP codes and the
 * rules of core spec 5 that the specification describes without a key.
 */
export const ResultKey = z.enum([
  // Named by the specification.
  "DRAFT_TAKEN",
  "INSUFFICIENT_PERMISSIONS",
  "INVALID_UNIQUE_VALUE",
  "PRODUCT_ALREADY_ADDED",
  "SCP_USER_ASSIGNED_TO_COUNTRY",
  "USER_ADMIN_CANNOT_BE_DELETED",
  "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
  "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
  "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
  "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
  "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA",
  "USER_ACCOUNT_DISABLED",
  "INVALID_AUTH_LEVEL",
  "SALES_CHANNEL_PARTNER_USER_PENDING",
  "SALES_CHANNEL_PARTNER_USER_REJECTED",
  // Generic outcomes of the HTTP codes of core spec 8.
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_FAILED",
  "RESOURCE_NOT_FOUND",
  "OPTIMISTIC_LOCK",
  "INTERNAL_ERROR",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  // Rules of core spec 5 and 4 the specification states without a key.
  "IMPORT_STARTED_TOO_EARLY",
  "MISSING_COUNTRY",
  "DEFAULT_LIST_CANNOT_BE_REMOVED",
  "LIST_CURRENCY_MISMATCH",
  "DRAFT_COUNTRY_MISMATCH",
  "DRAFT_CURRENCY_MISMATCH",
  "DRAFT_COUNTRIES_CANNOT_BE_ADDED",
  "DRAFT_UPDATE_CONFLICT",
  "SHOW_PRICES_NOT_ALLOWED",
  "CANNOT_CHANGE_OWN_ADMIN_ROLE",
  "SCP_ACTIVATION_INCOMPLETE",
  "LOGIN_CODE_INVALID",
]);
export type ResultKey = z.infer<typeof ResultKey>;
