import type { ComponentProps } from "react";
import * as styles from "./checkbox.css";

/** Props of Checkbox. */
export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "onChange" | "checked"> & {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** Supplement 9: a labelled native checkbox (the label is the click target too). */
export function Checkbox({ label, checked, onChange, ...rest }: CheckboxProps) {
  return (
    <label className={styles.wrapper}>
      <input
        {...rest}
        type="checkbox"
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
