import { pathTo } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router-dom";
import { useToast } from "../ui/toast/toast-provider";
import type { ShellAtFailure } from "./failure-reaction";
import {
  type CallFailureHandling,
  CallFailureReportProvider,
  type ReportCallFailure,
} from "./server-state/failure-report";

const loadReaction = () => import("./failure-reaction");

/**
 * Core spec 8: the shell's failure report for every screen (useErrorPolicy, the server-state hooks). It stays
 * the same function across navigations; a bug it is handed is thrown during a render, so that it reaches the
 * route's error boundary. The reaction (core's policy and its tables) loads right after the first paint, so
 * that it is at hand when the connection is gone; if it could not load, the connection is what failed.
 */
function useShellReport(): ReportCallFailure {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  const toast = useToast();
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const now: ShellAtFailure = { path: pathname + search, profile, navigate, toast, t };
  const latest = useRef(now);
  useEffect(() => {
    latest.current = now;
  });
  useEffect(() => {
    loadReaction().catch(() => undefined);
  }, []);
  const report = useCallback((error: unknown, handling: CallFailureHandling) => {
    loadReaction().then(
      ({ reactToFailure }) => {
        try {
          reactToFailure(error, handling, latest.current);
        } catch (unexpected) {
          setBug({ error: unexpected });
        }
      },
      () => latest.current.navigate(`${pathTo("errors")}?code=no-internet`),
    );
  }, []);
  if (bug) throw bug.error;
  return report;
}

/** Provides the shell's failure report; inside the router's shell route and the ToastProvider. */
export function ShellFailureReport({ children }: { children: ReactNode }) {
  return <CallFailureReportProvider value={useShellReport()}>{children}</CallFailureReportProvider>;
}
