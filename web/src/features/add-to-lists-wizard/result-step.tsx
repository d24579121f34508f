import { useTranslation } from "react-i18next";
import * as styles from "./wizard.css";

/** What one list took: its title and how many products were added. */
export interface ListOutcome {
  readonly listTitle: string;
  readonly added: number;
}

/** Props of ResultStep. */
export type ResultStepProps = {
  outcomes: readonly ListOutcome[];
  /** How many products were skipped over all lists (the next view names them). */
  skippedCount: number;
};

/** Core spec 2.3 (wizard, result): per list how many products arrived, and whether any were skipped. */
export function ResultStep({ outcomes, skippedCount }: ResultStepProps) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <ul>
        {outcomes.map((outcome) => (
          <li key={outcome.listTitle}>
            {t("wizard.result.added", { list: outcome.listTitle, number: outcome.added })}
          </li>
        ))}
      </ul>
      <p className={styles.success}>
        {skippedCount > 0
          ? t("wizard.result.someSkipped", { number: skippedCount })
          : t("wizard.result.noneSkipped")}
      </p>
    </div>
  );
}
