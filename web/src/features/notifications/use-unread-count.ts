import { notificationCalls } from "@catalogue/core/api/catalogue/calls/notifications.calls";
import { useCallQuery } from "../../lib/server-state";

/**
 * The specification names no refresh interval for the bell. A minute keeps the badge fresh enough for list
 * shares (which also mail) without loading the server; a return to the tab refreshes at once.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * Core spec 2.3 / 7: the unread count, polled while the page is visible and refreshed when the window regains
 * focus (TanStack Query's own refetch on focus). A failed call yields null (no badge); the error policy hears the
 * first failure of a run only, so an outage does not raise a toast every minute. Marking read refreshes it (the
 * mutations invalidate it).
 */
export function useUnreadCount(intervalMs = UNREAD_POLL_MS): number | null {
  const unread = useCallQuery(
    notificationCalls.unreadCount,
    {},
    { keepsScreen: true, refetchInterval: intervalMs },
  );
  return unread.isError ? null : (unread.data?.value ?? null);
}
