import { charCounter } from "@catalogue/core/rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import * as styles from "./char-counter.css";

/** Props of CharCounter: the field's text and its limit. */
export type CharCounterProps = { text: string; max: number; id?: string };

/** Core spec 5 / supplement 5: draws core's char counter, "5/100" and the reached-limit message at the limit. */
export function CharCounter({ text, max, id }: CharCounterProps) {
  const { t } = useTranslation();
  const counter = charCounter(text, max);
  return (
    <div className={styles.counter} id={id}>
      {/* Announced only when the limit is reached; a count read on every keystroke would be noise. */}
      <span aria-live="polite" className={counter.reachedLimit ? styles.limit : undefined}>
        {counter.messageKey ? t(counter.messageKey) : ""}
      </span>
      <span className={styles.count}>
        <span aria-hidden="true">{counter.label}</span>
        <span className={visuallyHidden}>
          {t("ui.charCounter.count", { count: counter.length, max: counter.max })}
        </span>
      </span>
    </div>
  );
}

/** The Field footer of a text input with a limit: its counter, or nothing when the input has no limit. */
export function charCounterFooter(
  text: string,
  max: number | undefined,
): ((id: string) => ReactNode) | undefined {
  return max ? (id) => <CharCounter id={id} text={text} max={max} /> : undefined;
}
