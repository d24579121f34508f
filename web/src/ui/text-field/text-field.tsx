import type { ComponentProps } from "react";
import { field } from "../../styles/recipes.css";
import { charCounterFooter } from "../char-counter/char-counter";
import { Field } from "../field/field";

/** Props of TextField. */
export type TextFieldProps = Omit<ComponentProps<"input">, "value" | "onChange" | "id"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** With a maximum, a counter ("5/100") and the reached-limit message show under the field (core spec 5). */
  maxLength?: number;
};

/** Core spec 5: a labelled one-line text input with hint, error and optional character counter. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  required,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      footer={charCounterFooter(value, maxLength)}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          required={required}
          className={field({ invalid: Boolean(error) })}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
