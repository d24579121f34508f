import { visuallyHidden } from "../../styles/recipes.css";
import * as styles from "./badge.css";
import { formatBadgeCount } from "./format-badge-count";

/** Props of Badge. */
export type BadgeProps = {
  count: number;
  /** What is counted, for screen readers, e.g. "unread notifications" (translated by the caller). */
  label?: string;
};

/** Core spec 3 (main layout) / 9: a count badge, "99+" from 100 on, hidden at 0. */
export function Badge({ count, label }: BadgeProps) {
  if (count <= 0) return null;
  const text = formatBadgeCount(count);
  return (
    <span className={styles.badge}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span className={visuallyHidden}>{`${text} ${label}`}</span>}
    </span>
  );
}
