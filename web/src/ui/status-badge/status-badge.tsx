import { cx } from "../class-names";
import * as styles from "./status-badge.css";

/**
 * Core spec 4.2: the colour class of a product status (green available, yellow warning, red not available,
 * grey not defined). Core's status module derives it; the badge only draws it.
 */
export type StatusColour = "green" | "yellow" | "red" | "grey";

/** Props of StatusBadge. */
export type StatusBadgeProps = { colour: StatusColour; code: string; label: string };

/**
 * Core spec 4.2: a product status as colour, shortcut code and label. The text carries the meaning, so the
 * colour is never the only cue (WCAG 1.4.1).
 */
export function StatusBadge({ colour, code, label }: StatusBadgeProps) {
  return (
    <span className={cx(styles.badge, styles.colours[colour])}>
      <span className={styles.code}>{code}</span>
      <span>{label}</span>
    </span>
  );
}
