import { NUMBER_INPUTS } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { NumberInput } from "../../ui/number-input/number-input";
import * as styles from "./wizard.css";
import type { WizardProduct } from "./wizard-product";

/** Props of AmountsStep. */
export type AmountsStepProps = {
  products: readonly WizardProduct[];
  /** Core's price rule for this user: without it no price input (and no price) reaches the DOM. */
  showPrices: boolean;
  currency: string;
  onQuantity: (productId: number, quantity: number) => void;
  onCrp: (productId: number, crp: number) => void;
};

/**
 * Core spec 2.3 / 5 (wizard, step 2): per product the quantity and, for users allowed to see prices, the CRP net
 * price, both with core's number-input rules (bounds, step, fraction digits, comma or dot).
 */
export function AmountsStep({ products, showPrices, currency, onQuantity, onCrp }: AmountsStepProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.scroller} aria-label={t("wizard.amounts.products")}>
      {products.map((product) => (
        <li key={product.id} data-testid="wizard-product">
          {/* The inputs' short labels ("Quantity") are named within the product they belong to. */}
          <fieldset className={styles.product}>
            {/* Variants share a title: the part number tells them apart. */}
            <legend className={styles.productTitle}>
              {t("wizard.productName", { title: product.title, partNumber: product.partNumber })}
            </legend>
            <div className={styles.inputs}>
              <NumberInput
                {...NUMBER_INPUTS.quantity}
                label={t("wizard.amounts.quantity")}
                value={product.quantity}
                onChange={(quantity) => onQuantity(product.id, quantity)}
              />
              {showPrices && (
                <NumberInput
                  {...NUMBER_INPUTS.price}
                  label={t("wizard.amounts.crp", { currency })}
                  value={product.crp ?? 0}
                  onChange={(crp) => onCrp(product.id, crp)}
                />
              )}
            </div>
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
