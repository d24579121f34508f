import type { ListElementPricing } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import * as styles from "./list-element-prices.css";

/** Core spec 3 (list element pricing): pieces per package and packages per delivery, for every role. */
export function ListElementUnits({ pricing }: { pricing: ListElementPricing }) {
  const { t } = useTranslation();
  return (
    <p className={styles.units} data-testid="element-units">
      {t("listPrices.piecesPerPackage")}: {pricing.piecesPerPackage} · {t("listPrices.packagesPerDelivery")}:{" "}
      {pricing.packagesPerDelivery}
    </p>
  );
}
