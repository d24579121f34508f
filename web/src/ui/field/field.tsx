import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import * as styles from "./field.css";

/** The ids and ARIA attributes a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean | undefined;
  "aria-required": boolean | undefined;
};

/** Props of Field. */
export type FieldProps = {
  label: string;
  hint?: string;
  /** A translated error message; its presence marks the control invalid. */
  error?: string;
  required?: boolean;
  /** Something under the control that describes it too, e.g. a CharCounter; gets the id passed in. */
  footer?: (id: string) => ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** Core spec 5: label, hint, error and counter around one form control, linked for screen readers. */
export function Field({ label, hint, error, required, footer, children }: FieldProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, footer: `${id}-footer` };
  const describedBy = [hint && ids.hint, error && ids.error, footer && ids.footer].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
      })}
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
      {footer?.(ids.footer)}
    </div>
  );
}

/**
 * The star of a required field and its text for screen readers. Its own component, so only a required field
 * subscribes to the language: a screen can hold hundreds of fields (a long list's quantities).
 */
function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        *
      </span>
      <span className={visuallyHidden}>{t("ui.field.required")}</span>
    </>
  );
}
