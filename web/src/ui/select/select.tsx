import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { field } from "../../styles/recipes.css";
import { Field } from "../field/field";
import { select } from "./select.css";

/** One choice of a Select. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Props of Select. */
export type SelectProps = Omit<ComponentProps<"select">, "value" | "onChange" | "id"> & {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** Shows an empty first choice ("Please select") while nothing is chosen. */
  placeholder?: boolean;
};

/** Supplement 9: a labelled native select; native, so keyboard and phones work without extra code. */
export function Select({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  placeholder,
  required,
  ...rest
}: SelectProps) {
  const { t } = useTranslation();
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select
          {...rest}
          {...control}
          required={required}
          className={`${field({ invalid: Boolean(error) })} ${select}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder && <option value="">{t("ui.select.placeholder")}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
