import type { Notification } from "@catalogue/core/model";
import { type KeyboardEvent, type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { BellIcon } from "../../ui/icons/icons";
import { InfiniteScroll } from "../../ui/infinite-scroll/infinite-scroll";
import { NotificationItem } from "./notification-item";
import * as styles from "./notifications.css";

/** Props of InboxPanel. */
export type InboxPanelProps = {
  id: string;
  /** Loads page `page` (from 0) of `size` notifications, newest first. */
  loadPage: (page: number, size: number) => Promise<Notification[]>;
  /** Ids read since the panel opened; with `allRead`, they override each notification's own flag. */
  readIds: ReadonlySet<number>;
  allRead: boolean;
  /** Whether "mark all as read" has anything to do. */
  hasUnread: boolean;
  markingAll: boolean;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onClose: () => void;
  timeZone: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Core spec 2.3 / 4.5 / 9: the inbox under the bell: notifications ten at a time as the user scrolls, mark all as
 * read, and the empty message. A non-modal dialog: Escape closes it, Tab moves through it and out of it.
 */
export function InboxPanel({
  id,
  loadPage,
  readIds,
  allRead,
  hasUnread,
  markingAll,
  onOpen,
  onMarkAllRead,
  onClose,
  timeZone,
  ref,
}: InboxPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t("notifications.inbox")}
        </h2>
        {hasUnread && (
          <Button variant="ghost" size="sm" loading={markingAll} onClick={onMarkAllRead}>
            {t("notifications.markAllRead")}
          </Button>
        )}
      </div>
      <InfiniteScroll
        label={t("notifications.list")}
        loadPage={loadPage}
        getKey={(notification) => String(notification.id)}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            read={allRead || notification.read || readIds.has(notification.id)}
            onOpen={onOpen}
            timeZone={timeZone}
          />
        )}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<BellIcon />}
            title={t("notifications.emptyTitle")}
            text={t("notifications.emptyText")}
          />
        }
      />
    </div>
  );
}
