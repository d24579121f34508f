import { type DerivedProductStatus, statusShortcutKey } from "@catalogue/core/status";
import { useTranslation } from "react-i18next";
import { cx } from "../class-names";
import * as styles from "./status-badge.css";

/** Props of StatusBadge: a status as core's `deriveProductStatus` gives it. */
export type StatusBadgeProps = {
  /** Core's derived status, or the same as the API sends it (there the label key is a plain string). */
  status: Pick<DerivedProductStatus, "colour" | "shortcut"> & { labelKey: string };
};

/**
 * Core spec 4.2 / supplement 4: a derived product status as colour, per-locale shortcut and label. The text
 * carries the meaning, so the colour is never the only cue (WCAG 1.4.1).
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.badge, styles.colours[status.colour])}>
      <span className={styles.code}>{t(statusShortcutKey(status.shortcut))}</span>
      <span>{t(status.labelKey)}</span>
    </span>
  );
}
