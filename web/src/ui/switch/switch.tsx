import { useId } from "react";
import * as styles from "./switch.css";

/** Props of Switch. */
export type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Id of a text that explains the switch, e.g. why it is disabled. */
  describedBy?: string;
};

/** Supplement 9: an on/off switch (e.g. presentation mode), a button with role "switch". */
export function Switch({ label, checked, onChange, disabled, describedBy }: SwitchProps) {
  const id = useId();
  return (
    <span className={styles.wrapper}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        disabled={disabled}
        className={styles.track}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
