import type { ListElementView } from "@catalogue/core/api";
import type { CurrencyCode } from "@catalogue/core/model";
import { NUMBER_INPUTS } from "@catalogue/core/pricing";
import type { TFunction } from "i18next";
import { NumberInput } from "../../ui/number-input/number-input";
import * as styles from "./list-details.css";

/** Props of ListElementInputs. */
export type ListElementInputsProps = {
  element: ListElementView;
  currency: CurrencyCode;
  money: (amount: number) => string;
  showPrices: boolean;
  editable: boolean;
  /** Remounts the inputs with the element's value after a refused change (see ListElementRow). */
  refusals: number;
  /** The line total at the typed or stored CRP net price; null without a price. */
  lineTotal: number | null;
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  onCrpTyping?: (elementId: number, crp: number) => void;
  /** The row's translation (see ListElementRow). */
  t: TFunction;
};

/**
 * Core spec 2.3 / 5 (list details): an element's quantity and, where prices are allowed, CRP with core's
 * number-input rules, and its line total; read-only text on a list the user may not change.
 */
export function ListElementInputs(props: ListElementInputsProps) {
  const { element, currency, money, showPrices, editable, refusals, lineTotal, t } = props;
  const crp = element.pricing.crp;
  return (
    <div className={styles.inputs}>
      {editable ? (
        <NumberInput
          key={`quantity-${refusals}`}
          {...NUMBER_INPUTS.quantity}
          label={t("lists.details.quantity")}
          data-hint="list.quantities"
          value={element.quantity}
          onChange={(value) => props.onQuantity(element.id, value)}
        />
      ) : (
        <p>
          {t("lists.details.quantity")}: {element.quantity}
        </p>
      )}
      {showPrices &&
        (editable ? (
          <NumberInput
            key={`crp-${refusals}`}
            {...NUMBER_INPUTS.price}
            label={t("lists.details.crp", { currency })}
            data-hint="list.crp"
            value={crp ?? 0}
            onChange={(value) => props.onCrp(element.id, value)}
            onTyping={(value) => props.onCrpTyping?.(element.id, value)}
          />
        ) : (
          crp != null && <p>{t("catalogue.card.crp", { price: money(crp) })}</p>
        ))}
      {showPrices && lineTotal != null && (
        <p className={styles.lineTotal} data-testid="line-total">
          {t("lists.details.lineTotal", { price: money(lineTotal) })}
        </p>
      )}
    </div>
  );
}
