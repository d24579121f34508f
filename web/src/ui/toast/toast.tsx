import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../class-names";
import { IconButton } from "../icon-button/icon-button";
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons/icons";
import * as styles from "./toast.css";

/** Core spec 8 (success and error toasts): the kinds of toast. */
export type ToastTone = "success" | "info" | "warning" | "error";

/** One toast's content; `action` is a button of the caller's (core spec 4.7: "Undo" after removing elements). */
export type ToastMessage = {
  id: string;
  tone: ToastTone;
  message: string;
  title?: string;
  action?: ReactNode;
};

const icons = { success: CheckIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon };

/**
 * Core spec 8: one toast, closable. The provider's polite live region announces it; errors are alerts as well,
 * so they are read at once instead of waiting their turn.
 */
export function Toast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const Icon = icons[toast.tone];
  return (
    <div
      className={cx(styles.toast, styles.tones[toast.tone])}
      role={toast.tone === "error" ? "alert" : undefined}
    >
      <Icon />
      <div className={styles.message}>
        {toast.title && <strong className={styles.title}>{toast.title}</strong>}
        {toast.message}
      </div>
      {toast.action}
      <IconButton size="sm" label={t("ui.toast.close")} icon={<CloseIcon />} onClick={onClose} />
    </div>
  );
}
