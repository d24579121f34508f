import { pathTo } from "@catalogue/core/access";
import { BellButton } from "./bell-button";
import { InboxPanel } from "./inbox-panel";
import * as styles from "./notifications.css";
import { RoleChangeDialog } from "./role-change-dialog";
import { useNotificationInbox } from "./use-notification-inbox";

// Inbox and popup are not lazy: measured, a split of them added chunk overhead (+1 kB gzip) to the first load
// instead of saving any, as their building blocks (dialog, button, icons) are in it anyway.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Core spec 2.3 / 4.5: the header's bell and inbox. A click on a notification marks it read and
 * opens its list (core's notificationTarget) or the role-change popup, which marks the change read on close.
 */
export function NotificationBell() {
  const inbox = useNotificationInbox();
  const { panelId, count, open, allRead } = inbox;
  return (
    <span ref={inbox.anchor} className={styles.anchor}>
      <BellButton ref={inbox.bell} count={count} expanded={open} controls={panelId} onClick={inbox.toggle} />
      {open && (
        <InboxPanel
          ref={inbox.focusPanel}
          id={panelId}
          loadPage={inbox.loadPage}
          readIds={inbox.readIds}
          allRead={allRead}
          hasUnread={!allRead && (count ?? 0) > 0}
          markingAll={inbox.markingAll}
          onOpen={inbox.onOpen}
          onMarkAllRead={inbox.onMarkAllRead}
          onClose={() => inbox.close(true)}
          timeZone={TIME_ZONE}
        />
      )}
      <RoleChangeDialog
        open={inbox.roleChangeOpen}
        state={inbox.roleChangeState}
        onClose={() => void inbox.closeRoleChange()}
        onOpenSettings={() => void inbox.closeRoleChange(pathTo("settings"))}
      />
    </span>
  );
}
