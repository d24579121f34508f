import type { ErrorDuring } from "./error-policy";
import type { ErrorReaction } from "./error-reaction";

/** Core spec 8: one documented case of the error catalogue and the reaction the specification gives it. */
export interface CatalogueEntry {
  readonly status: number | null;
  readonly resultKey?: string;
  readonly during?: ErrorDuring;
  readonly isOffline?: boolean;
  readonly userHasCountry?: boolean;
  readonly keepsScreen?: boolean;
  readonly isRead?: boolean;
  readonly reaction: ErrorReaction;
  /** Where the specification says so. */
  readonly source: string;
}

const page = (code: "403" | "404" | "464" | "500" | "no-internet"): ErrorReaction => ({
  kind: "errorsPage",
  code,
});
const toast = (key: string): ErrorReaction => ({ kind: "toast", messageKey: `apiErrors.${key}` });
const keyed = (status: number, resultKey: string, source: string, during?: ErrorDuring): CatalogueEntry => ({
  status,
  resultKey,
  reaction: toast(resultKey),
  source,
  ...(during ? { during } : {}),
});

/**
 * Core spec 8 / supplement 8: the error catalogue as data, each case with the reaction the specification states
 * (docs and the table test read it; `reactToError` is written independently of it).
 */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  {
    status: 401,
    reaction: { kind: "redirectToLogin" },
    source: "core spec 8: 401 starts the login redirect",
  },
  {
    status: 403,
    resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING",
    userHasCountry: true,
    reaction: { kind: "waitingRoom" },
    source: "core spec 8: pending partner with a country",
  },
  {
    status: 403,
    resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING",
    userHasCountry: false,
    reaction: { kind: "registration" },
    source: "core spec 8: pending partner without a country",
  },
  {
    status: 403,
    resultKey: "SALES_CHANNEL_PARTNER_USER_REJECTED",
    reaction: { kind: "rejectedPage" },
    source: "core spec 8: rejected partner",
  },
  { status: 403, reaction: page("403"), source: "core spec 8: another 403" },
  {
    status: 403,
    during: "draft",
    reaction: { kind: "errorsPage", code: "403", source: "draft" },
    source: "core spec 8 DRAFT_TAKEN row: a draft 403",
  },
  keyed(403, "INSUFFICIENT_PERMISSIONS", "core spec 8: 403 on some action"),
  { status: 404, reaction: page("404"), source: "core spec 8: 404" },
  { status: 464, reaction: page("464"), source: "core spec 8: 464" },
  {
    status: 464,
    during: "roleChange",
    reaction: { kind: "silent" },
    source: "core spec 8: 464 on the newest role change",
  },
  { status: 500, reaction: page("500"), source: "core spec 8: 500" },
  {
    status: 500,
    keepsScreen: true,
    reaction: { kind: "toast", messageKey: "apiErrors.generic", params: { status: 500, statusText: "" } },
    source: "our reading of core spec 8: a 500 on an action the screen has set back is the 'API error' toast",
  },
  { status: 500, isOffline: true, reaction: page("no-internet"), source: "core spec 8: offline" },
  { status: null, isOffline: true, reaction: page("no-internet"), source: "core spec 8: offline" },
  {
    status: null,
    isOffline: true,
    keepsScreen: true,
    reaction: page("no-internet"),
    source: "core spec 8: offline, an action the screen has set back still needs the connection",
  },
  {
    status: null,
    isOffline: true,
    keepsScreen: true,
    isRead: true,
    reaction: { kind: "silent" },
    source:
      "our reading of core spec 2.2 and 8: offline, a side read the service worker did not keep is left out; the no-internet page is for what is truly not kept",
  },
  {
    status: null,
    isOffline: true,
    isRead: true,
    reaction: page("no-internet"),
    source: "core spec 8: offline, a read the screen needs shows the no-internet page",
  },
  { status: 428, reaction: { kind: "silent" }, source: "core spec 8: 428 shows no extra message" },
  {
    status: 409,
    resultKey: "USER_ACCOUNT_DISABLED",
    during: "login",
    reaction: { kind: "loginError", code: 409, resultKey: "USER_ACCOUNT_DISABLED" },
    source: "core spec 8: login, account blocked",
  },
  {
    status: 409,
    resultKey: "INVALID_AUTH_LEVEL",
    during: "login",
    reaction: { kind: "loginError", code: 409, resultKey: "INVALID_AUTH_LEVEL" },
    source: "core spec 8: login, no permission for the app",
  },
  {
    status: 409,
    resultKey: "LOGIN_CODE_INVALID",
    during: "login",
    reaction: { kind: "loginError", code: 409, resultKey: "LOGIN_CODE_INVALID" },
    source: "supplement 8: login with an unknown, used or expired code",
  },
  {
    status: 429,
    resultKey: "RATE_LIMITED",
    during: "login",
    reaction: { kind: "loginError", code: 429, resultKey: "RATE_LIMITED" },
    source: "supplement 8: too many sign-ins from one client",
  },
  keyed(503, "STORAGE_UNAVAILABLE", "our reading of core spec 8: the database refuses writes for now"),
  keyed(
    503,
    "EXPORTS_BUSY",
    "our reading of core spec 8: every export renderer is busy and the queue is full",
  ),
  keyed(409, "DRAFT_TAKEN", "core spec 8: 409 on draft start", "draft"),
  {
    status: 409,
    resultKey: "DRAFT_UPDATE_CONFLICT",
    during: "draft",
    reaction: { kind: "silent" },
    source:
      "core spec 4.7: publishing a draft older than its list opens the update-conflict dialog, no toast",
  },
  keyed(460, "INVALID_UNIQUE_VALUE", "core spec 8: name taken on list create"),
  keyed(409, "PRODUCT_ALREADY_ADDED", "core spec 8: product already on the list"),
  keyed(409, "SCP_USER_ASSIGNED_TO_COUNTRY", "core spec 8: SCP country assignment"),
  keyed(409, "USER_ADMIN_CANNOT_BE_DELETED", "core spec 8: deleting an admin"),
  keyed(
    409,
    "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
    "core spec 8: availability",
    "availability",
  ),
  keyed(
    409,
    "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    "core spec 8: availability",
    "availability",
  ),
  keyed(
    409,
    "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    "core spec 8: availability",
    "availability",
  ),
  keyed(
    409,
    "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    "core spec 8: availability",
    "availability",
  ),
  keyed(
    409,
    "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    "core spec 8: availability",
    "availability",
  ),
  {
    status: 409,
    resultKey: "SOMETHING_ELSE",
    during: "availability",
    reaction: { kind: "toast", messageKey: "apiErrors.availabilityUnknown" },
    source: "core spec 8: any other availability result key gives an unknown-error message",
  },
  keyed(409, "IMPORT_STARTED_TOO_EARLY", "core spec 8: import trigger failure"),
  keyed(409, "MISSING_COUNTRY", "core spec 5: switching to an SCP profile without a country"),
  { status: 460, reaction: toast("formProblems"), source: "supplement 8: form-problems notice" },
  {
    status: 409,
    reaction: { kind: "toast", messageKey: "apiErrors.generic", params: { status: 409, statusText: "" } },
    source: "core spec 8: otherwise an error toast 'API error: status text'",
  },
];
