import type { SkipReason } from "@catalogue/core/machines";
import { useTranslation } from "react-i18next";
import * as styles from "./wizard.css";

/** The products one list did not take, and why. */
export interface SkippedOnList {
  readonly listTitle: string;
  readonly reason: SkipReason;
  /** Variants share a title: each product comes with its part number. */
  readonly products: readonly { readonly title: string; readonly partNumber: string }[];
}

/** Props of SkippedStep. */
export type SkippedStepProps = { skipped: readonly SkippedOnList[] };

const REASON_KEYS = {
  DUPLICATE: "wizard.skipped.duplicate",
  CURRENCY_MISMATCH: "wizard.skipped.currency",
} as const satisfies Record<SkipReason, string>;

/** Core spec 4.7 (adding to several lists skips duplicates): the skipped products per list, with the reason. */
export function SkippedStep({ skipped }: SkippedStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroller}>
      {skipped.map((group) => (
        <section key={`${group.listTitle}-${group.reason}`} aria-label={group.listTitle}>
          <h4 className={styles.stepTitle}>{group.listTitle}</h4>
          <p className={styles.muted}>{t(REASON_KEYS[group.reason])}</p>
          <ul data-testid="wizard-skipped">
            {group.products.map((product) => (
              <li key={product.partNumber}>
                {t("wizard.productName", { title: product.title, partNumber: product.partNumber })}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
