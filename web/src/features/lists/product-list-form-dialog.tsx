import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX } from "@catalogue/core/constants";
import { ProductListForm } from "@catalogue/core/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../ui/dialog/form-dialog";
import { TextArea } from "../../ui/text-area/text-area";
import { TextField } from "../../ui/text-field/text-field";

/** The form's values as the user typed them. */
export type ProductListFormValues = { title: string; description: string };

/** Props of ProductListFormDialog. */
export type ProductListFormDialogProps = {
  open: boolean;
  /** The dialog's heading and the save button's text. */
  heading: string;
  saveLabel: string;
  initial?: ProductListFormValues;
  /** The server's field errors (a taken title: 460 INVALID_UNIQUE_VALUE), as translation keys per field. */
  serverErrors?: Partial<Record<keyof ProductListFormValues, string>>;
  busy?: boolean;
  onSave: (form: ProductListForm) => void;
  onClose: () => void;
};

const EMPTY: ProductListFormValues = { title: "", description: "" };

/** The error keys of core's form schema for the values, per field. */
function validate(values: ProductListFormValues): Partial<Record<keyof ProductListFormValues, string>> {
  const parsed = ProductListForm.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ProductListFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProductListFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Core spec 5 (product list form): title and description with counters, checked with core's schema. Errors show
 * once a field was touched or a save was tried; after a failed save the button stays disabled until the form is
 * valid. A taken title is the server's check: its field error shows on the title until the title changes.
 */
export function ProductListFormDialog({
  open,
  heading,
  saveLabel,
  initial = EMPTY,
  serverErrors = {},
  busy,
  onSave,
  onClose,
}: ProductListFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState({ title: false, description: false });
  const [tried, setTried] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const errors = validate(values);
  const invalid = Object.keys(errors).length > 0;
  const serverTitleError = answeredFor === values.title ? serverErrors.title : undefined;
  const shown = (field: keyof ProductListFormValues, max: number): string | undefined => {
    const key = touched[field] || tried ? errors[field] : undefined;
    if (key) return t(key, { max, count: max });
    return field === "title" && serverTitleError ? t(serverTitleError) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || busy) return;
    setAnsweredFor(values.title);
    onSave(ProductListForm.parse(values));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={heading}
      size="sm"
      submitLabel={saveLabel}
      onSubmit={submit}
      busy={busy}
      submitDisabled={tried && invalid}
    >
      <TextField
        label={t("lists.form.title")}
        value={values.title}
        required
        maxLength={LIST_TITLE_MAX}
        error={shown("title", LIST_TITLE_MAX)}
        onChange={(title) => setValues((v) => ({ ...v, title }))}
        onBlur={() => setTouched((v) => ({ ...v, title: true }))}
      />
      <TextArea
        label={t("lists.form.description")}
        value={values.description}
        maxLength={LIST_DESCRIPTION_MAX}
        error={shown("description", LIST_DESCRIPTION_MAX)}
        onChange={(description) => setValues((v) => ({ ...v, description }))}
        onBlur={() => setTouched((v) => ({ ...v, description: true }))}
      />
    </FormDialog>
  );
}
