import { BELL_ANIMATION_MS } from "@catalogue/core/constants";
import { type Ref, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge/badge";
import { formatBadgeCount } from "../../ui/badge/format-badge-count";
import { IconButton } from "../../ui/icon-button/icon-button";
import { BellIcon } from "../../ui/icons/icons";
import * as styles from "./notifications.css";

/** Props of BellButton. */
export type BellButtonProps = {
  /** Unread notifications; null while unknown (not loaded, or the call failed). */
  count: number | null;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** Core spec 2.3 / 9: swings the bell for BELL_ANIMATION_MS whenever the count changes after the first value. */
function useRinging(count: number | null): boolean {
  const [ringing, setRinging] = useState(false);
  const previous = useRef(count);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (before === null || count === null || before === count) return;
    setRinging(true);
    const timer = setTimeout(() => setRinging(false), BELL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return ringing;
}

/** Core spec 2.3: the header's bell with the unread badge (99+ from 100); its name says the count too. */
export function BellButton({ count, expanded, controls, onClick, ref }: BellButtonProps) {
  const { t } = useTranslation();
  const ringing = useRinging(count);
  const unread = count ?? 0;
  const label =
    unread > 0
      ? t("notifications.openUnread", { unread: formatBadgeCount(unread) })
      : t("notifications.open");
  return (
    <span className={styles.anchor}>
      <IconButton
        ref={ref}
        label={label}
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-haspopup="dialog"
        icon={
          <span className={ringing ? styles.ringing : undefined} data-ringing={ringing || undefined}>
            <BellIcon />
          </span>
        }
        onClick={onClick}
      />
      <span className={styles.badge} aria-hidden="true">
        <Badge count={unread} />
      </span>
    </span>
  );
}
