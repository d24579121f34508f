import type { UserProfileResponse } from "@catalogue/core/api";
import type { TFunction } from "i18next";
import type { NavigateFunction } from "react-router-dom";
import type { ToastApi } from "../ui/toast/toast-provider";
import { applyErrorPolicy } from "./api-error-reaction";
import { isOnline } from "./connection-state";
import { redirectToLogin } from "./login-redirect";
import type { CallFailureHandling } from "./server-state/failure-report";

/** What the shell knows when a call fails: where the user is, who they are, and how to navigate and toast. */
export interface ShellAtFailure {
  readonly path: string;
  readonly profile: UserProfileResponse | undefined;
  readonly navigate: NavigateFunction;
  readonly toast: ToastApi;
  readonly t: TFunction;
}

/**
 * Core spec 8: the shell's reaction to one failed call: core's policy decides; this goes to login, navigates to
 * a page or shows the translated toast. Loaded with the first failure (docs/developers/size-budget.md). Throws
 * what is no API failure (a bug).
 */
export function reactToFailure(
  error: unknown,
  { during = "request", keepsScreen = false, isRead = false }: CallFailureHandling,
  shell: ShellAtFailure,
): void {
  const shown = applyErrorPolicy(
    error,
    {
      during,
      userHasCountry: shell.profile?.countryId != null,
      isOffline: !isOnline() || undefined,
      keepsScreen,
      isRead,
    },
    { toLogin: () => void redirectToLogin(shell.path), navigate: (path) => shell.navigate(path) },
  );
  if (shown) shell.toast.show({ tone: "error", message: shell.t(shown.messageKey, shown.params) });
}
