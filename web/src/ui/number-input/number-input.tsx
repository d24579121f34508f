import { type ComponentProps, type KeyboardEvent, useEffect, useState } from "react";
import { field } from "../../styles/recipes.css";
import { Field } from "../field/field";
import { type NumberInputRules, parseNumberInput } from "./parse";

/** Props of NumberInput. */
export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "value" | "onChange" | "id" | "min" | "max" | "step"
> &
  NumberInputRules & {
    label: string;
    value: number;
    onChange: (value: number) => void;
    hint?: string;
    error?: string;
  };

/**
 * Core spec 5 (number input): a text box that accepts comma or dot, commits a normalised number on blur or
 * Enter, and steps with the arrow keys. Text input rather than type=number, which rejects a comma in most browsers.
 */
export function NumberInput({
  label,
  value,
  onChange,
  hint,
  error,
  min = 0,
  max,
  step = 1,
  fractionDigits = 0,
  required,
  ...rest
}: NumberInputProps) {
  const rules = { min, max, step, fractionDigits };
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number | null) => {
    const settled = next ?? value;
    setText(String(settled));
    if (settled !== value) onChange(settled);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit(parseNumberInput(text, rules));
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const delta = event.key === "ArrowUp" ? step : -step;
      commit(parseNumberInput(String((parseNumberInput(text, rules) ?? value) + delta), rules));
    }
  };

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type="text"
          inputMode={fractionDigits > 0 ? "decimal" : "numeric"}
          className={field({ invalid: Boolean(error) })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => commit(parseNumberInput(text, rules))}
          onKeyDown={onKeyDown}
        />
      )}
    </Field>
  );
}
