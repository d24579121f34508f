import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Dialog } from "../dialog/dialog";

/** Props of ConfirmDialog. */
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Text of the confirm button; "Confirm" when not given. */
  confirmLabel?: string;
  /** Destructive actions (delete) get the danger button. */
  danger?: boolean;
  /** The confirmed action is running: the confirm button shows a spinner. */
  busy?: boolean;
};

/** Core spec 3 (dialogs: confirm action, confirm navigation): asks before an action, as an alert dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  danger,
  busy,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="xs"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("ui.common.cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t("ui.common.confirm")}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
