import { useTranslation } from "react-i18next";
import * as styles from "./offline.css";

/** Props of OfflineIndicator. */
export type OfflineIndicatorProps = {
  /** The browser has no connection. */
  offline: boolean;
  /** Edits made offline not yet sent. */
  waiting: number;
  /** The waiting edits are being sent now. */
  syncing: boolean;
};

/**
 * Supplement 7 (offline sync): tells the user they work offline and how many changes wait to be sent, then that
 * they are being saved. A status region (always in the page, so screen readers announce each change of it);
 * empty and hidden when online with nothing waiting.
 *
 * **Do:** keep it visible while edits wait, also online (a failed sync keeps them).
 */
export function OfflineIndicator({ offline, waiting, syncing }: OfflineIndicatorProps) {
  const { t } = useTranslation();
  const parts = [
    offline ? t("offline.indicator.offline") : null,
    syncing && !offline ? t("offline.indicator.syncing") : null,
    waiting > 0 && !syncing ? t("offline.indicator.waiting", { count: waiting }) : null,
  ].filter((part) => part !== null);
  return (
    <div role="status" className={styles.indicator}>
      {parts.length > 0 ? parts.join(" — ") : null}
    </div>
  );
}
