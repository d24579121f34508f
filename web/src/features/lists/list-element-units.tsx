import type { ListElementPricing } from "@catalogue/core/model";
import type { TFunction } from "i18next";
import * as styles from "./list-element-prices.css";

/**
 * Core spec 3 (list element pricing): pieces per package and packages per delivery, for every role. `t` is the
 * row's (see ListElementRow).
 */
export function ListElementUnits({ pricing, t }: { pricing: ListElementPricing; t: TFunction }) {
  return (
    <p className={styles.units} data-testid="element-units">
      {t("listPrices.piecesPerPackage")}: {pricing.piecesPerPackage} · {t("listPrices.packagesPerDelivery")}:{" "}
      {pricing.packagesPerDelivery}
    </p>
  );
}
