import { notificationTarget, pathTo } from "@catalogue/core/access";
import { notificationCalls } from "@catalogue/core/api/catalogue/calls/notifications.calls";
import type { Notification } from "@catalogue/core/model";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useCallMutation, useFetchCall } from "../../lib/server-state";
import { BellButton } from "./bell-button";
import { InboxPanel } from "./inbox-panel";
import * as styles from "./notifications.css";
import { RoleChangeDialog } from "./role-change-dialog";
import { useRoleChange } from "./use-role-change";
import { useUnreadCount } from "./use-unread-count";

// Inbox and popup are not lazy: measured, a split of them added chunk overhead (+1 kB gzip) to the first load
// instead of saving any, as their building blocks (dialog, button, icons) are in it anyway.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calls that change what is read: the badge and the inbox's pages are asked again after them. */
const READ_STATE = [notificationCalls.unreadCount, notificationCalls.page];

/** Core spec 7: one page of the inbox, newest first. */
function useInboxPages(): (page: number, size: number) => Promise<Notification[]> {
  const fetchCall = useFetchCall();
  return useCallback(
    async (page, size) =>
      (await fetchCall(notificationCalls.page, { query: { page, size, sort: "desc" } })).content,
    [fetchCall],
  );
}

/**
 * Core spec 2.3 / 4.5: the header's bell and inbox. A click on a notification marks it read and
 * opens its list (core's notificationTarget) or the role-change popup, which marks the change read on close.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const panelId = useId();
  const count = useUnreadCount();
  const loadPage = useInboxPages();
  const markRead = useCallMutation(notificationCalls.markRead, {
    input: (id: number) => ({ params: { id } }),
    invalidates: READ_STATE,
  });
  const markAllRead = useCallMutation(notificationCalls.markAllRead, { invalidates: READ_STATE });
  const [open, setOpen] = useState(false);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [roleChangeId, setRoleChangeId] = useState<number | null>(null);
  const roleChange = useRoleChange(roleChangeId);
  const anchor = useRef<HTMLSpanElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  // Stable, so it runs once when the (lazily loaded) panel mounts: focus goes into the inbox.
  const focusPanel = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

  const show = () => {
    setReadIds(new Set());
    setAllRead(false);
    setOpen(true);
  };
  const close = useCallback((giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // A click outside closes the inbox as other menus do; focus stays where the user clicked.
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const onOpen = (notification: Notification) => {
    if (!notification.read && !readIds.has(notification.id) && !allRead) {
      setReadIds((ids) => new Set([...ids, notification.id]));
      markRead.mutate(notification.id);
    }
    const target = notificationTarget(notification);
    if (target.kind === "none") return;
    close(target.kind === "roleChange");
    if (target.kind === "list") navigate(target.path);
    else setRoleChangeId(target.roleChangeId);
  };

  const onMarkAllRead = () => {
    markAllRead.mutate({}, { onSuccess: () => setAllRead(true) });
  };

  const closeRoleChange = async (then?: string) => {
    await roleChange.markRead();
    setRoleChangeId(null);
    if (then) navigate(then);
  };

  return (
    <span ref={anchor} className={styles.anchor}>
      <BellButton
        ref={bell}
        count={count}
        expanded={open}
        controls={panelId}
        onClick={() => (open ? close(false) : show())}
      />
      {open && (
        <InboxPanel
          ref={focusPanel}
          id={panelId}
          loadPage={loadPage}
          readIds={readIds}
          allRead={allRead}
          hasUnread={!allRead && (count ?? 0) > 0}
          markingAll={markAllRead.isPending}
          onOpen={onOpen}
          onMarkAllRead={onMarkAllRead}
          onClose={() => close(true)}
          timeZone={TIME_ZONE}
        />
      )}
      <RoleChangeDialog
        open={roleChangeId !== null}
        state={roleChange.state}
        onClose={() => void closeRoleChange()}
        onOpenSettings={() => void closeRoleChange(pathTo("settings"))}
      />
    </span>
  );
}
