import { UnreadCounter } from "@catalogue/core/model";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../lib/api-client";

/**
 * The specification names no refresh interval for the bell. A minute keeps the badge fresh enough for list
 * shares (which also mail) without loading the server; a return to the tab refreshes at once.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * Core spec 2.3 / 7: the unread count of `GET /notifications/unread-count`, polled while the page is visible and
 * refreshed when the window regains focus. A failed call yields null (no badge); `onError` hears only the first
 * failure of a run, so an outage does not raise a toast every minute.
 */
export function useUnreadCount(
  onError: (error: unknown) => void,
  intervalMs = UNREAD_POLL_MS,
): { count: number | null; refresh: () => void; setCount: (count: number) => void } {
  const [count, setCount] = useState<number | null>(null);
  const failing = useRef(false);
  const live = useRef(true);

  const refresh = useCallback(() => {
    apiRequest({ path: "/notifications/unread-count", response: UnreadCounter }).then(
      (answer) => {
        failing.current = false;
        if (live.current) setCount(answer.value);
      },
      (error: unknown) => {
        if (live.current) setCount(null);
        if (!failing.current) onError(error);
        failing.current = true;
      },
    );
  }, [onError]);

  useEffect(() => {
    live.current = true;
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live.current = false;
      clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh, intervalMs]);

  return { count, refresh, setCount };
}
