import type { ProductStatistic } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import * as chartStyles from "./bar-chart.css";
import * as styles from "./system.css";

/** Props of BarChart: a titled list of products with a value each (undefined while loading). */
export type BarChartProps = {
  id: string;
  title: string;
  rows: readonly ProductStatistic[] | undefined;
  format: (value: number) => string;
};

/**
 * A horizontal bar chart drawn with CSS: a table (product, value) so screen readers read the figures, with a bar
 * under each product as long as its share of the largest value.
 */
export function BarChart({ id, title, rows, format }: BarChartProps) {
  const { t } = useTranslation();
  const max = Math.max(...(rows ?? []).map((row) => row.value), 0);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h3>
      {rows === undefined && <p className={styles.muted}>{t("system.loading")}</p>}
      {rows?.length === 0 && <p className={styles.muted}>{t("system.statistics.noData")}</p>}
      {rows !== undefined && rows.length > 0 && (
        <table className={styles.table} aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t("system.statistics.product")}
              </th>
              <th scope="col" className={styles.endHeadCell}>
                {t("system.statistics.value")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.productId}>
                <td className={styles.cell}>
                  <span className={chartStyles.label}>
                    {row.title} <span className={styles.muted}>{row.partNumber}</span>
                  </span>
                  <span className={chartStyles.track} aria-hidden="true">
                    <span
                      className={chartStyles.bar}
                      style={{ width: `${max === 0 ? 0 : (row.value / max) * 100}%` }}
                    />
                  </span>
                </td>
                <td className={styles.numberCell}>{format(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
