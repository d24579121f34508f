import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Dialog, type DialogProps } from "./dialog";
import * as styles from "./form-dialog.css";

/** Props of FormDialog. */
export type FormDialogProps = Omit<DialogProps, "open" | "footer"> & {
  open?: boolean;
  /** The submit button's text ("Send", "Share", "Save"). */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button shows progress and ignores further presses. */
  busy?: boolean;
  submitDisabled?: boolean;
  /** Replaces the plain cancel button (an export in progress cancels the download instead). */
  cancel?: ReactNode;
};

/**
 * Core spec 5: a dialog holding one form, with cancel and submit at the bottom. The submit button sits in the
 * footer, outside the form, and is tied to it by its id, so Enter in a field and the button submit alike. The
 * browser's own validation is off: the forms check with core's rules and show their messages on the fields.
 */
export function FormDialog({
  open = true,
  submitLabel,
  onSubmit,
  busy,
  submitDisabled,
  cancel,
  children,
  ...dialog
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const footer = (
    <div className={styles.footer}>
      {cancel ?? (
        <Button variant="secondary" onClick={dialog.onClose}>
          {t("ui.common.cancel")}
        </Button>
      )}
      <Button type="submit" form={formId} loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
  return (
    <Dialog open={open} footer={footer} {...dialog}>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
