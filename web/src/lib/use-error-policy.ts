import type { ErrorDuring } from "@catalogue/core/api";
import { useCallback } from "react";
import { useReportCallFailure } from "./server-state/failure-report";

/**
 * Core spec 8: what a screen calls with a failed call's error: the shell's report (core's policy) navigates or
 * shows the toast. `keepsScreen`: the screen stays usable without the call (an action already set back, a side
 * load), so a server fault is a toast rather than the 500 page. Needs the shell's ShellFailureReport above.
 */
export function useErrorPolicy(
  during: ErrorDuring = "request",
  { keepsScreen = false }: { readonly keepsScreen?: boolean } = {},
): (error: unknown) => void {
  const report = useReportCallFailure();
  return useCallback(
    (error: unknown) => report(error, { during, keepsScreen }),
    [report, during, keepsScreen],
  );
}
