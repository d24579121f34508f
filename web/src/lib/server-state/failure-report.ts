import type { ErrorDuring } from "@catalogue/core/api";
import { createContext, useContext } from "react";

/** What the error policy needs to know about a failed call besides the failure itself. */
export interface CallFailureHandling {
  readonly during?: ErrorDuring;
  /** The screen stays usable without the call: a server fault is a toast, not the 500 page. */
  readonly keepsScreen?: boolean;
  /** The call only reads (a query): offline, a read the screen keeps without is left out (core's policy). */
  readonly isRead?: boolean;
}

/** Hands a failed call to core's error policy (the shell provides it: ../shell-failure-report.tsx). */
export type ReportCallFailure = (error: unknown, handling: CallFailureHandling) => void;

const ReportContext = createContext<ReportCallFailure | null>(null);

/** Where the server-state hooks send their failures. */
export const CallFailureReportProvider = ReportContext.Provider;

/** The shell's failure report; the hooks cannot work without one. */
export function useReportCallFailure(): ReportCallFailure {
  const report = useContext(ReportContext);
  if (!report) throw new Error("server-state hooks need a <CallFailureReportProvider> above them");
  return report;
}
