import type { Notification } from "@catalogue/core/model";
import { formatDateTime } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import { cx } from "../../ui/class-names";
import * as styles from "./notifications.css";

/** Props of NotificationItem. */
export type NotificationItemProps = {
  notification: Notification;
  /** Read on the server or since the list loaded (clicked, or all marked read). */
  read: boolean;
  onOpen: (notification: Notification) => void;
  timeZone: string;
};

/** Core spec 3 / 4.5: one notification of the inbox, a button that opens what it is about. */
export function NotificationItem({ notification, read, onOpen, timeZone }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const text = t(`notifications.item.${notification.type}`, {
    owner: notification.listOwnerName ?? t("notifications.someone"),
    title: notification.listTitle ?? "",
  });
  return (
    <button type="button" className={styles.item} onClick={() => onOpen(notification)}>
      <span className={read ? undefined : styles.dot} />
      <span>
        {!read && <span className={visuallyHidden}>{`${t("notifications.unreadMark")}: `}</span>}
        <span className={cx(styles.itemText, read ? undefined : styles.itemTextUnread)}>{text}</span>
        <time className={styles.itemDate} dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt, { timeZone, language: i18n.language })}
        </time>
      </span>
    </button>
  );
}
