import { notificationTarget } from "@catalogue/core/access";
import { notificationCalls } from "@catalogue/core/api/catalogue/calls/notifications.calls";
import type { Notification } from "@catalogue/core/model";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useCallMutation, useFetchCall } from "../../lib/server-state";
import { useRoleChange } from "./use-role-change";
import { useUnreadCount } from "./use-unread-count";

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

/** A click outside closes the inbox as other menus do; focus stays where the user clicked. */
function useCloseOnPointerOutside(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  close: (giveFocusBack: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, anchor, close]);
}

/**
 * The bell's inbox: open or closed, what was read since it opened, and the role-change popup. Opening a
 * notification marks it read and goes to its list (core's notificationTarget) or opens the popup.
 */
export function useNotificationInbox() {
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

  useCloseOnPointerOutside(open, anchor, close);

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

  return {
    panelId,
    count,
    loadPage,
    open,
    readIds,
    allRead,
    markingAll: markAllRead.isPending,
    roleChangeOpen: roleChangeId !== null,
    roleChangeState: roleChange.state,
    anchor,
    bell,
    focusPanel,
    toggle: () => (open ? close(false) : show()),
    close,
    onOpen,
    onMarkAllRead,
    closeRoleChange,
  };
}
