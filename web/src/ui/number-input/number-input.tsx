import { type NumberInputOptions, normalizeNumberInput } from "@catalogue/core/pricing";
import { type ComponentProps, type KeyboardEvent, useEffect, useState } from "react";
import { field } from "../../styles/recipes.css";
import { Field } from "../field/field";

/** Props of NumberInput: the field's limits are core's options (spread one of core's `NUMBER_INPUTS`). */
export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "value" | "onChange" | "id" | "min" | "max" | "step"
> &
  NumberInputOptions & {
    label: string;
    value: number;
    onChange: (value: number) => void;
    /** Called on every keystroke with the number typed so far (core's normalised value), before any commit. */
    onTyping?: (value: number) => void;
    hint?: string;
    error?: string;
  };

/**
 * Core spec 5 (number input): a text box that commits core's normalised number on blur or Enter, and steps with
 * the arrow keys. Text input rather than type=number, which rejects a comma in most browsers.
 */
export function NumberInput({
  label,
  value,
  onChange,
  onTyping,
  hint,
  error,
  min,
  max,
  step = 1,
  fractionDigits = 0,
  required,
  ...rest
}: NumberInputProps) {
  const options: NumberInputOptions = { min, max, step, fractionDigits };
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const normalize = (typed: string): number => normalizeNumberInput(typed, options).value;
  const commit = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit(normalize(text));
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const delta = event.key === "ArrowUp" ? step : -step;
      commit(normalize(String(normalize(text) + delta)));
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
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.(normalize(event.target.value));
          }}
          onBlur={() => commit(normalize(text))}
          onKeyDown={onKeyDown}
        />
      )}
    </Field>
  );
}
