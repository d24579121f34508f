import type { ProductListOverallStatistics, ProductStatistic } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { BarChart } from "./bar-chart";
import { formatNumber } from "./format";
import * as styles from "./system.css";

/** Supplement 7: the per-product statistics, each drawn as a bar chart. */
export const STATISTIC_CHARTS = [
  "productOccurrences",
  "favoriteOccurrences",
  "amountQuantityPerProduct",
  "averageQuantityPerProduct",
  "averagePricePerProduct",
] as const;
export type StatisticChart = (typeof STATISTIC_CHARTS)[number];

/** Props of StatisticsView: the overall figures and each chart's products (undefined while loading). */
export type StatisticsViewProps = {
  overall: ProductListOverallStatistics | undefined;
  failed: boolean;
  charts: Partial<Record<StatisticChart, readonly ProductStatistic[]>>;
};

/** Core spec 2.3 / supplement 7 (statistics): usage figures a manager can read at a glance. */
export function StatisticsView({ overall, failed, charts }: StatisticsViewProps) {
  const { t, i18n } = useTranslation();
  const figure = (value: number) => formatNumber(i18n.language, value);
  const listsPerUser =
    overall && overall.usersWithLists > 0 ? overall.amountProductLists / overall.usersWithLists : 0;
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="overall-title">
        <h2 id="overall-title" className={styles.sectionTitle}>
          {t("system.statistics.overall")}
        </h2>
        {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
        {overall === undefined && !failed && <p role="status">{t("system.loading")}</p>}
        {overall && (
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{t("system.statistics.lists")}</dt>
            <dd className={styles.factValue}>{figure(overall.amountProductLists)}</dd>
            <dt className={styles.factTerm}>{t("system.statistics.usersWithLists")}</dt>
            <dd className={styles.factValue}>{figure(overall.usersWithLists)}</dd>
            <dt className={styles.factTerm}>{t("system.statistics.listsPerUser")}</dt>
            <dd className={styles.factValue}>{figure(listsPerUser)}</dd>
            <dt className={styles.factTerm}>{t("system.statistics.elements")}</dt>
            <dd className={styles.factValue}>{figure(overall.amountListElements)}</dd>
            <dt className={styles.factTerm}>{t("system.statistics.averageProducts")}</dt>
            <dd className={styles.factValue}>{figure(overall.averageProducts)}</dd>
            <dt className={styles.factTerm}>{t("system.statistics.averageQuantity")}</dt>
            <dd className={styles.factValue}>{figure(overall.averageQuantity)}</dd>
          </dl>
        )}
      </section>
      <div className={styles.columns}>
        {STATISTIC_CHARTS.map((chart) => (
          <BarChart
            key={chart}
            id={chart}
            title={t(`system.statistics.charts.${chart}`)}
            rows={charts[chart]}
            format={(value) =>
              chart === "averagePricePerProduct"
                ? new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR" }).format(value)
                : figure(value)
            }
          />
        ))}
      </div>
    </div>
  );
}
