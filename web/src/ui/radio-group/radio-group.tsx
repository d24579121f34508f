import { useId } from "react";
import * as styles from "./radio-group.css";

/** One choice of a RadioGroup. */
export type RadioOption = { value: string; label: string; disabled?: boolean };

/** Props of RadioGroup. */
export type RadioGroupProps = {
  legend: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  direction?: "row" | "column";
};

/** Supplement 9: native radios in a fieldset, so arrow keys move the choice as browsers do by themselves. */
export function RadioGroup({ legend, options, value, onChange, direction = "column" }: RadioGroupProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options} style={{ flexDirection: direction }}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
