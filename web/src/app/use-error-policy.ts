import type { ErrorDuring, UserProfileResponse } from "@catalogue/core/api";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router-dom";
import { applyErrorPolicy } from "../lib/api-error-reaction";
import { redirectToLogin } from "../lib/login-redirect";
import { useToast } from "../ui/toast/toast-provider";

/**
 * Core spec 8: what a screen calls with a failed call's error: core's policy decides, and this hook navigates
 * (login, errors pages, SCP pages) or shows the translated toast. Needs the shell route and a ToastProvider.
 */
export function useErrorPolicy(during: ErrorDuring = "request"): (error: unknown) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const shown = applyErrorPolicy(
        error,
        { during, userHasCountry: profile?.countryId != null, isOffline: !navigator.onLine || undefined },
        { toLogin: () => redirectToLogin(`${pathname}${search}`), navigate: (path) => navigate(path) },
      );
      if (shown) toast.show({ tone: "error", message: t(shown.messageKey, shown.params) });
    },
    [during, profile, pathname, search, navigate, toast, t],
  );
}
