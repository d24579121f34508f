import type { HealthProduct } from "@catalogue/core/api";
import type { RepriceSkipReason } from "@catalogue/core/rules/lists";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import * as styles from "./health-warning.css";

/** A product of the list that may not be quoted now, with why. */
export type HealthProblem = Omit<HealthProduct, "reason"> & { reason: RepriceSkipReason };

/** Props of HealthWarningDialog. */
export type HealthWarningDialogProps = {
  /** The dialog the warning stands before ("Export “Ward 3”"). */
  title: string;
  problems: readonly HealthProblem[];
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * Core spec 4.2 (list health check) before an export or an e-mail: the products of the list that may not be quoted
 * as they are now (phased out, not cleared or not available in the list's country), with the choice to go on anyway.
 */
export function HealthWarningDialog({ title, problems, onContinue, onCancel }: HealthWarningDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <FormDialog
      open
      onClose={onCancel}
      title={title}
      size="sm"
      submitLabel={t("listHealth.warning.continue")}
      onSubmit={submit}
    >
      <div role="alert" className={styles.warning}>
        <p className={styles.heading}>{t("listHealth.warning.heading", { number: problems.length })}</p>
        <ul className={styles.products}>
          {problems.map((product) => (
            <li key={product.elementId} className={styles.product}>
              <span>{product.title}</span>
              <span className={styles.hint}>
                {t(`listHealth.reason.${product.reason}`)} ·{" "}
                {t("listHealth.quantity", { quantity: product.quantity })}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{t("listHealth.warning.hint")}</p>
      </div>
    </FormDialog>
  );
}
