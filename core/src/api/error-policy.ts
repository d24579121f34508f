import { HttpStatus } from "./error-envelope";
import { ApiErrorMessage, RESULT_KEY_MESSAGES, resultKeyMessage } from "./error-messages";
import type { ErrorReaction } from "./error-reaction";
import { ResultKey } from "./result-keys";

/** Core spec 8: what the client was doing when the call failed, as far as the reaction depends on it. */
export type ErrorDuring = "login" | "draft" | "roleChange" | "availability" | "request";

/** Core spec 8: the circumstances of a failed call. */
export interface ErrorContext {
  readonly during: ErrorDuring;
  readonly isOffline: boolean;
  /** Whether the signed-in user has a country (a pending partner without one registers first). */
  readonly userHasCountry: boolean;
  /**
   * Whether the screen stays usable without the call's answer: an action the view has already set back (a
   * favourite click) or a side load (the favourite marks over search results). A server fault then shows a toast
   * instead of replacing the screen with the 500 page. Unset: the call loads what the screen shows.
   */
  readonly keepsScreen?: boolean;
  /**
   * Whether the call only reads (a query), rather than acting. Offline, a read the screen can do without
   * (`keepsScreen`) is left out in silence: the app says it works offline, and the screen shows what the service
   * worker kept (core spec 2.2). An action the user took offline still leads to the no-internet page.
   */
  readonly isRead?: boolean;
}

/** Core spec 8: one failed call; `status` is null when no answer came at all (network failure). */
export interface FailedCall {
  readonly status: number | null;
  readonly resultKey?: string | null;
  readonly statusText?: string;
  readonly context: ErrorContext;
}

// Supplement 8: the login's refusals: a blocked account, one without access to the app, an unknown, used or
// expired code (409), and too many sign-ins (429). Each ends on the login-error page with its key (the page has
// a text for the first two and a general one for the rest), never on the 500 page.
const LOGIN_REFUSAL_KEYS: readonly string[] = [
  ResultKey.enum.USER_ACCOUNT_DISABLED,
  ResultKey.enum.INVALID_AUTH_LEVEL,
  ResultKey.enum.LOGIN_CODE_INVALID,
  ResultKey.enum.RATE_LIMITED,
];
const LOGIN_REFUSAL_STATUSES: readonly number[] = [HttpStatus.businessRule, 429];

const toast = (messageKey: string, params?: Record<string, string | number>): ErrorReaction =>
  params ? { kind: "toast", messageKey, params } : { kind: "toast", messageKey };

/** Core spec 8: 403 sends partners by result key, a draft 403 to its own errors page, others to 403. */
function reactToForbidden(resultKey: string | null | undefined, context: ErrorContext): ErrorReaction {
  if (resultKey === ResultKey.enum.SALES_CHANNEL_PARTNER_USER_PENDING)
    return { kind: context.userHasCountry ? "waitingRoom" : "registration" };
  if (resultKey === ResultKey.enum.SALES_CHANNEL_PARTNER_USER_REJECTED) return { kind: "rejectedPage" };
  if (context.during === "draft") return { kind: "errorsPage", code: "403", source: "draft" };
  if (resultKey === ResultKey.enum.INSUFFICIENT_PERMISSIONS)
    return toast(RESULT_KEY_MESSAGES.INSUFFICIENT_PERMISSIONS);
  return { kind: "errorsPage", code: "403" };
}

/**
 * Core spec 8: statuses that lead to a page whatever the result key (a 500 only when the screen needs the call); a
 * draft out of reach is the draft's errors page.
 */
function reactToPageStatus(status: number, context: ErrorContext): ErrorReaction | null {
  if (status === HttpStatus.notFound) return { kind: "errorsPage", code: "404" };
  if (status === HttpStatus.resourceNotFound) {
    if (context.during === "roleChange") return { kind: "silent" };
    // Core spec 2.1: the server answers 464 for a draft the caller may not reach (another's, another country's).
    if (context.during === "draft") return { kind: "errorsPage", code: "403", source: "draft" };
    return { kind: "errorsPage", code: "464" };
  }
  if (status === HttpStatus.internal && !context.keepsScreen) return { kind: "errorsPage", code: "500" };
  return null;
}

/** Core spec 8: the toast for an answer no rule above claimed. */
function reactWithToast(call: FailedCall): ErrorReaction {
  const own = resultKeyMessage(call.resultKey);
  if (own) return toast(own);
  if (call.status === HttpStatus.businessRule && call.context.during === "availability")
    return toast(ApiErrorMessage.availabilityUnknown);
  if (call.status === HttpStatus.validation) return toast(ApiErrorMessage.formProblems);
  return toast(ApiErrorMessage.generic, { status: call.status ?? 0, statusText: call.statusText ?? "" });
}

/**
 * Core spec 2.2 and 8: offline, the no-internet page, but for a read the screen can do without, which is left out
 * (the no-internet page is for what is truly not kept: a screen's own reads and the user's actions).
 */
const reactOffline = (context: ErrorContext): ErrorReaction =>
  context.keepsScreen && context.isRead ? { kind: "silent" } : { kind: "errorsPage", code: "no-internet" };

/**
 * Core spec 8 / supplement 8: the one error policy. 401 always leads to login and 428 is always silent (both
 * are answers, so the client is online); otherwise offline means the no-internet page (a side read is left out
 * silently); then the login, 403, page-status and toast rules of the catalogue apply in that order
 * (docs/core/error-policy.md).
 */
export function reactToError(call: FailedCall): ErrorReaction {
  const { status, resultKey, context } = call;
  if (status === HttpStatus.unauthorized) return { kind: "redirectToLogin" };
  if (status === HttpStatus.optimisticLocking) return { kind: "silent" };
  // Core spec 4.7: the draft machine answers this one with the update-conflict dialog.
  if (
    status === HttpStatus.businessRule &&
    context.during === "draft" &&
    resultKey === "DRAFT_UPDATE_CONFLICT"
  )
    return { kind: "silent" };
  if (context.isOffline) return reactOffline(context);
  if (
    context.during === "login" &&
    status !== null &&
    LOGIN_REFUSAL_STATUSES.includes(status) &&
    resultKey &&
    LOGIN_REFUSAL_KEYS.includes(resultKey)
  )
    return { kind: "loginError", code: status, resultKey };
  if (status === HttpStatus.forbidden) return reactToForbidden(resultKey, context);
  return (status !== null && reactToPageStatus(status, context)) || reactWithToast(call);
}
