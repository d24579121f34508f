import type { ComponentProps } from "react";
import { field } from "../../styles/recipes.css";
import { charCounterFooter } from "../char-counter/char-counter";
import { Field } from "../field/field";
import { textArea } from "./text-area.css";

/** Props of TextArea. */
export type TextAreaProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "id"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  maxLength?: number;
};

/** Core spec 5: a labelled multi-line text input (list description, share note) with its counter. */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  required,
  ...rest
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      footer={charCounterFooter(value, maxLength)}
    >
      {(control) => (
        <textarea
          rows={4}
          {...rest}
          {...control}
          required={required}
          className={`${field({ invalid: Boolean(error) })} ${textArea}`}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
