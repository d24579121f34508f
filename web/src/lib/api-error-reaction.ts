import { type ErrorDuring, type FailedCall, reactionPath, reactToError } from "@catalogue/core/api";
import { isCallFailure } from "@catalogue/core/api/client";

/** Core spec 8: what the web does with a reaction that is not a toast. */
export interface ErrorNavigation {
  readonly toLogin: () => void;
  readonly navigate: (path: string) => void;
}

/** Core spec 8: a toast to show, as an i18n key and its parameters. */
export interface ErrorToast {
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Core spec 8: the situation a call failed in. */
export interface FailureSituation {
  readonly during: ErrorDuring;
  readonly userHasCountry: boolean;
  readonly isOffline?: boolean;
  /** The screen stays usable without the call (an action already set back, a side load): see core's policy. */
  readonly keepsScreen?: boolean;
  /** The call only reads: offline, a read the screen keeps without is left out (see core's policy). */
  readonly isRead?: boolean;
}

/**
 * Core spec 8: the one place a failed call becomes what the policy reads: the typed client's `CallFailure` (no
 * answer at all, `Offline`, counts as offline). Null for anything else (a bug).
 */
export function failedCallOf(error: unknown, situation: FailureSituation): FailedCall | null {
  const context = (noAnswer: boolean) => ({
    during: situation.during,
    isOffline: situation.isOffline ?? noAnswer,
    userHasCountry: situation.userHasCountry,
    keepsScreen: situation.keepsScreen ?? false,
    isRead: situation.isRead ?? false,
  });
  if (isCallFailure(error)) {
    const statusText = "statusText" in error ? error.statusText : undefined;
    return {
      status: error.status,
      resultKey: error.resultKey,
      statusText: statusText ?? (error._tag === "Timeout" ? "Timeout" : ""),
      context: context(error._tag === "Offline"),
    };
  }
  return null;
}

/**
 * Core spec 8: the one place the web applies core's error policy: login redirects and pages are navigated to,
 * a toast is returned for the caller to show, silence returns null. Errors that are not API errors (bugs) are
 * thrown again so that they reach the error boundary.
 */
export function applyErrorPolicy(
  error: unknown,
  situation: FailureSituation,
  navigation: ErrorNavigation,
): ErrorToast | null {
  const failed = failedCallOf(error, situation);
  if (!failed) throw error;
  const reaction = reactToError(failed);
  if (reaction.kind === "redirectToLogin") {
    navigation.toLogin();
    return null;
  }
  if (reaction.kind === "toast") return { messageKey: reaction.messageKey, params: reaction.params };
  const path = reactionPath(reaction);
  if (path) navigation.navigate(path);
  return null;
}
