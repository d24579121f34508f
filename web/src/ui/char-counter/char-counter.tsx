import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import * as styles from "./char-counter.css";

/** Props of CharCounter. */
export type CharCounterProps = { length: number; max: number; id?: string };

/** Core spec 5 / supplement 9: "5/100" under a text input, and the reached-limit message at the limit. */
export function CharCounter({ length, max, id }: CharCounterProps) {
  const { t } = useTranslation();
  const reached = length >= max;
  return (
    <div className={styles.counter} id={id}>
      {/* Announced only when the limit is reached; a count read on every keystroke would be noise. */}
      <span aria-live="polite" className={reached ? styles.limit : undefined}>
        {reached ? t("ui.charCounter.limitReached") : ""}
      </span>
      <span className={styles.count}>
        <span aria-hidden="true">
          {length}/{max}
        </span>
        <span className={visuallyHidden}>{t("ui.charCounter.count", { count: length, max })}</span>
      </span>
    </div>
  );
}
