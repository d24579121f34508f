import { notificationTarget, pathTo } from "@catalogue/core/access";
import { NotificationPage } from "@catalogue/core/api";
import { Notification, UnreadCounter } from "@catalogue/core/model";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useErrorPolicy } from "../../app/use-error-policy";
import { apiRequest } from "../../lib/api-client";
import { BellButton } from "./bell-button";
import { InboxPanel } from "./inbox-panel";
import * as styles from "./notifications.css";
import { RoleChangeDialog } from "./role-change-dialog";
import { useRoleChange } from "./use-role-change";
import { useUnreadCount } from "./use-unread-count";

// Inbox and popup are not lazy: measured, a split of them added chunk overhead (+1 kB gzip) to the first load
// instead of saving any, as their building blocks (dialog, button, icons) are in it anyway.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Core spec 7: one page of the inbox, newest first. */
async function loadPage(page: number, size: number): Promise<Notification[]> {
  const answer = await apiRequest({
    path: `/notifications/list?page=${page}&size=${size}&sort=desc`,
    response: NotificationPage,
  });
  return answer.content;
}

/**
 * Core spec 2.3 / 4.5 / issue 9 item 6: the header's bell and inbox. A click on a notification marks it read and
 * opens its list (core's notificationTarget) or the role-change popup, which marks the change read on close.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const onError = useErrorPolicy();
  const panelId = useId();
  const { count, refresh, setCount } = useUnreadCount(onError);
  const [open, setOpen] = useState(false);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [roleChangeId, setRoleChangeId] = useState<number | null>(null);
  const roleChange = useRoleChange(roleChangeId, onError);
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
      apiRequest({ method: "PUT", path: `/notifications/${notification.id}/read`, response: Notification })
        .then(refresh)
        .catch(onError);
    }
    const target = notificationTarget(notification);
    if (target.kind === "none") return;
    close(target.kind === "roleChange");
    if (target.kind === "list") navigate(target.path);
    else setRoleChangeId(target.roleChangeId);
  };

  const onMarkAllRead = () => {
    setMarkingAll(true);
    apiRequest({ method: "PUT", path: "/notifications/mark-all-as-read", response: UnreadCounter })
      .then((answer) => {
        setAllRead(true);
        setCount(answer.value);
      })
      .catch(onError)
      .finally(() => setMarkingAll(false));
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
          markingAll={markingAll}
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
