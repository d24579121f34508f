import { type ErrorDuring, reactionPath, reactToError } from "@catalogue/core/api";
import { ApiError } from "./api-client";

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
  if (!(error instanceof ApiError)) throw error;
  const reaction = reactToError({
    status: error.status,
    resultKey: error.resultKey,
    statusText: error.statusText,
    context: {
      during: situation.during,
      isOffline: situation.isOffline ?? error.status === null,
      userHasCountry: situation.userHasCountry,
    },
  });
  if (reaction.kind === "redirectToLogin") {
    navigation.toLogin();
    return null;
  }
  if (reaction.kind === "toast") return { messageKey: reaction.messageKey, params: reaction.params };
  const path = reactionPath(reaction);
  if (path) navigation.navigate(path);
  return null;
}
