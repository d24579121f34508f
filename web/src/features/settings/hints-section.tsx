import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import * as styles from "./settings.css";

/** Props of HintsSection. */
export type HintsSectionProps = {
  /** Forgets which hints the user dismissed and "don't show hints" (core spec 3, hiddenHints). */
  onReset: () => void;
};

/** Core spec 2.3 (tutorial pop-ups): settings' "reset hints", so every hint shows again. */
export function HintsSection({ onReset }: HintsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [done, setDone] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("hints.settings.title")}
      </h2>
      <p className={styles.hint}>{t("hints.settings.text")}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            onReset();
            setDone(true);
          }}
        >
          {t("hints.settings.reset")}
        </Button>
        <span role="status">{done && t("hints.settings.resetDone")}</span>
      </div>
    </section>
  );
}
