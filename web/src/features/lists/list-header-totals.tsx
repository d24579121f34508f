import type { ListPriceColumns } from "@catalogue/core/access";
import type { ProductList } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import * as details from "./list-details.css";
import * as styles from "./lists.css";

/** Props of ListHeaderTotals. */
export type ListHeaderTotalsProps = {
  list: ProductList;
  columns: ListPriceColumns;
  /** Rows whose CRP net price is outside the GGP corridor, typed prices included (core's corridor guard). */
  outsideCorridor: number;
  money: (amount: number) => string;
};

/**
 * Core spec 2.3 (list details header): total items, and where core's price rules allow them the total amount, the
 * GGP total and the number of rows outside the GGP corridor.
 */
export function ListHeaderTotals({ list, columns, outsideCorridor, money }: ListHeaderTotalsProps) {
  const { t } = useTranslation();
  const ggp = columns.prices && columns.ggp !== "none";
  return (
    <dl className={details.totals}>
      <div>
        <dt className={styles.factTerm}>{t("lists.details.totalItems")}</dt>
        <dd className={styles.factValue}>{list.numberOfProducts}</dd>
      </div>
      {columns.prices && list.totalAmount != null && (
        <div>
          <dt className={styles.factTerm}>{t("lists.details.totalAmount")}</dt>
          <dd className={styles.factValue} data-testid="list-total">
            {money(list.totalAmount)}
          </dd>
        </div>
      )}
      {ggp && list.totalGgp != null && (
        <div>
          <dt className={styles.factTerm}>{t("listPrices.totals.totalGgp")}</dt>
          <dd className={styles.factValue} data-testid="list-total-ggp">
            {money(list.totalGgp)}
          </dd>
        </div>
      )}
      {ggp && (
        <div className={outsideCorridor > 0 ? details.totalOutside : undefined}>
          <dt className={styles.factTerm}>{t("listPrices.totals.outside")}</dt>
          <dd className={styles.factValue} data-testid="list-outside-corridor" aria-live="polite">
            {outsideCorridor}
          </dd>
        </div>
      )}
    </dl>
  );
}
