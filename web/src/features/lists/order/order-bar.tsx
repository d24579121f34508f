import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import * as styles from "./order.css";

/** Props of OrderBar. */
export type OrderBarProps = {
  /** The order differs from the one last saved. */
  changed: boolean;
  saving: boolean;
  /** Why the last save failed, already translated. */
  error?: string;
  onSave: () => void;
  /** Leaves edit-order mode; with a changed order the machine asks to discard it first. */
  onLeave: () => void;
};

/** Core spec 4.7 (edit-order mode): whether the order changed, save it (asks first), or leave (asks when changed). */
export function OrderBar({ changed, saving, error, onSave, onLeave }: OrderBarProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the mode is gone: the keyboard and screen readers go on from the mode's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.bar} data-testid="order-bar">
      <div className={styles.barText}>
        <h2 ref={heading} tabIndex={-1} className={styles.barTitle}>
          {t("listOrder.heading")}
        </h2>
        <p className={styles.status} role="status">
          {t(changed ? "listOrder.changed" : "listOrder.unchanged")}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.barActions}>
        <Button onClick={onSave} disabled={!changed} loading={saving}>
          {t("listOrder.save")}
        </Button>
        <Button variant="secondary" onClick={onLeave} disabled={saving}>
          {t(changed ? "listOrder.discard" : "listOrder.done")}
        </Button>
      </div>
    </div>
  );
}
