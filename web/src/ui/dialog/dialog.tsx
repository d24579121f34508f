import type { DIALOG_SIZES } from "@catalogue/core/constants";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { cx } from "../class-names";
import { IconButton } from "../icon-button/icon-button";
import { CloseIcon } from "../icons/icons";
import * as styles from "./dialog.css";
import { useFocusTrap } from "./use-focus-trap";

/** Props of Dialog. */
export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: keyof typeof DIALOG_SIZES;
  children: ReactNode;
  /** Buttons at the bottom (e.g. cancel and confirm). */
  footer?: ReactNode;
  /** Alert dialogs interrupt (confirmations); plain dialogs do not. */
  role?: "dialog" | "alertdialog";
};

/**
 * Core spec 3 (dialogs) / 9: a modal dialog in the sizes of DIALOG_SIZES; traps focus, closes on Escape, the
 * close button or a click on the backdrop, and gives focus back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  size = "sm",
  children,
  footer,
  role = "dialog",
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };
  const panel = (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is "dialog" or "alertdialog"; both take aria-modal.
    // biome-ignore lint/a11y/noStaticElementInteractions: a dialog role is interactive (Escape closes it).
    <div
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(styles.dialog, styles.sizes[size])}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton label={t("ui.common.close")} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; Escape and the close button serve the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      className={styles.overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {panel}
    </div>,
    document.body,
  );
}
