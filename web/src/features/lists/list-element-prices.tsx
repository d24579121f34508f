import type { ListPriceColumns } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import { ggpIndicator, ggpIndicatorLabelKey, priceDifferencePercent } from "@catalogue/core/pricing";
import type { TFunction } from "i18next";
import { WarningIcon } from "../../ui/icons/icons";
import * as styles from "./list-element-prices.css";
import { elementNetPrice, elementOutsideCorridor } from "./list-prices";

/** Props of ListElementPrices. */
export type ListElementPricesProps = {
  element: ListElementView;
  /** Which columns core's `listPriceColumns` allows the viewer; without prices nothing renders. */
  columns: ListPriceColumns;
  /** The CRP the user is typing and has not committed yet. */
  typedCrp?: number;
  money: (amount: number) => string;
  /** The row's translation (see ListElementRow). */
  t: TFunction;
};

type Column = { key: string; label: string; value: string; testId: string };

/**
 * Core spec 2.3 (list details, prices) / 9: the element's CRP net price, local list and global reference prices,
 * and, for roles that see the GGP, its corridor, the difference to it (text for Advanced users, percentage for the
 * others) and the flag of a price outside the corridor, all from the price the user is typing.
 */
export function ListElementPrices({ element, columns, typedCrp, money, t }: ListElementPricesProps) {
  if (!columns.prices) return null;
  const shown = priceColumns(element, columns, typedCrp, money, t);
  const outside = columns.ggp !== "none" && elementOutsideCorridor(element, typedCrp);
  return (
    <div className={styles.area}>
      <dl className={styles.prices} aria-label={t("listPrices.prices")}>
        {shown.map((column) => (
          <div key={column.key}>
            <dt className={styles.term}>{column.label}</dt>
            <dd className={styles.value} data-testid={column.testId}>
              {column.value}
            </dd>
          </div>
        ))}
      </dl>
      {/* Always present, so a screen reader hears the flag when typing moves the price out of the corridor. */}
      <div aria-live="polite">
        {outside && (
          <p className={styles.flag} data-testid="corridor-flag">
            <WarningIcon />
            {t("listPrices.outside")}
          </p>
        )}
      </div>
    </div>
  );
}

type T = TFunction;

function priceColumns(
  element: ListElementView,
  columns: ListPriceColumns,
  typedCrp: number | undefined,
  money: (amount: number) => string,
  t: T,
): Column[] {
  const { pricing } = element;
  const orNone = (amount: number | null | undefined) =>
    amount == null ? t("listPrices.none") : money(amount);
  const net = elementNetPrice(element, typedCrp);
  const shown: Column[] = [
    { key: "net", label: t("listPrices.crpNet"), value: orNone(net), testId: "price-crp-net" },
    {
      key: "local",
      label: t("listPrices.localList"),
      value: orNone(pricing.localListPrice),
      testId: "price-local",
    },
    {
      key: "global",
      label: t("listPrices.globalReference"),
      value: orNone(pricing.globalReferencePrice),
      testId: "price-global",
    },
  ];
  if (columns.ggp === "none") return shown;
  const ggp = element.product.pricing?.ggp ?? null;
  const corridor = ggp
    ? t("listPrices.corridorRange", { lower: money(ggp.lowerLimit), upper: money(ggp.upperLimit) })
    : t("listPrices.none");
  shown.push({ key: "corridor", label: t("listPrices.corridor"), value: corridor, testId: "price-corridor" });
  shown.push(differenceColumn(columns, net, element, t));
  return shown;
}

/** Core spec 6 / 9: Advanced users read the GGP rating as text, the other GGP roles the percentage. */
function differenceColumn(
  columns: ListPriceColumns,
  net: number | null,
  element: ListElementView,
  t: T,
): Column {
  const pricing = element.product.pricing;
  if (columns.ggp === "text") {
    const label = t(ggpIndicatorLabelKey(ggpIndicator(net, pricing?.ggp)));
    return { key: "difference", label: t("listPrices.rating"), value: label, testId: "price-difference" };
  }
  const percent = priceDifferencePercent(net, pricing?.ggpUnitPrice);
  // Core hides a negative difference (and one without data): a dash, not "no price", since the prices exist.
  const value = percent === null ? "—" : t("listPrices.percent", { value: percent });
  return { key: "difference", label: t("listPrices.difference"), value, testId: "price-difference" };
}
