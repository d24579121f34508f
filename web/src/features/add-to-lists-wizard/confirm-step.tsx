import { useTranslation } from "react-i18next";
import * as styles from "./wizard.css";
import type { WizardProduct } from "./wizard-product";

/** Props of ConfirmStep. */
export type ConfirmStepProps = {
  listTitles: readonly string[];
  products: readonly WizardProduct[];
  /** The CRP as the user reads it, or null where core's price rule hides prices (then none reaches the DOM). */
  formatCrp: ((crp: number) => string) | null;
  /** A translated reason the addition failed; the user may try again or go back. */
  error?: string;
};

/** Core spec 2.3 (wizard, step 3): what will be added where, before anything is sent. */
export function ConfirmStep({ listTitles, products, formatCrp, error }: ConfirmStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <h4 className={styles.stepTitle}>{t("wizard.confirm.lists")}</h4>
      <ul>
        {listTitles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <h4 className={styles.stepTitle}>{t("wizard.confirm.products")}</h4>
      <ul className={styles.scroller}>
        {products.map((product) => (
          <li key={product.id}>
            {formatCrp && product.crp != null
              ? t("wizard.confirm.linePriced", {
                  title: t("wizard.productName", { title: product.title, partNumber: product.partNumber }),
                  quantity: product.quantity,
                  price: formatCrp(product.crp),
                })
              : t("wizard.confirm.line", {
                  title: t("wizard.productName", { title: product.title, partNumber: product.partNumber }),
                  quantity: product.quantity,
                })}
          </li>
        ))}
      </ul>
      <p className={styles.remark}>{t("wizard.confirm.duplicates")}</p>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </>
  );
}
