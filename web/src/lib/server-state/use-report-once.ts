import { useEffect, useRef } from "react";
import { type CallFailureHandling, useReportCallFailure } from "./failure-report";

// Many components may watch one query (every heart watches the favourites); its failure is one object, shared by
// all of them, and reaches the user once. A query asked again while it fails (a polled badge, a refetch on focus)
// fails with a new object each time: only the first failure of such a run is reported, until an answer comes.
const reported = new WeakSet<object>();

/** Hands a query's failure (a read) to the error policy once, however many components show that query. */
export function useReportOnce(error: unknown, handling: CallFailureHandling): void {
  const report = useReportCallFailure();
  const { during, keepsScreen } = handling;
  const failing = useRef(false);
  useEffect(() => {
    if (error === null || error === undefined) {
      failing.current = false;
      return;
    }
    if (typeof error !== "object" || reported.has(error)) return;
    reported.add(error);
    if (failing.current) return;
    failing.current = true;
    report(error, { during, keepsScreen, isRead: true });
  }, [error, report, during, keepsScreen]);
}
