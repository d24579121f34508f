import type { DatabaseActivity } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { formatNumber } from "./format";
import * as styles from "./system.css";

/** Props of DatabaseView: the activity (undefined while loading) and a refresh. */
export type DatabaseViewProps = {
  activity: DatabaseActivity | undefined;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
};

const COLUMNS = ["table", "rows", "size", "inserts", "updates", "deletes", "scans"] as const;

/** Core spec 2.3 (database activity): the database's size and each table's rows and writes, most written first. */
export function DatabaseView({ activity, failed, refreshing, onRefresh }: DatabaseViewProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(i18n.language, value);
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit: "megabyte",
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);
  return (
    <div className={styles.section}>
      <h2 id="database-title" className={styles.sectionTitle}>
        {t("system.database.title")}
      </h2>
      {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
      {activity && <p>{t("system.database.size", { size: size(activity.databaseSizeBytes) })}</p>}
      <p className={styles.muted}>{t("system.database.intro")}</p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
          {t("system.refresh")}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.tableRegion} tabIndex={0} aria-labelledby="database-title">
        <table className={styles.table} aria-busy={activity === undefined && !failed}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {t(`system.database.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {activity?.tables.map((table) => (
              <tr key={table.table}>
                <td className={styles.cell}>{table.table}</td>
                <td className={styles.numberCell}>{number(table.rows)}</td>
                <td className={styles.numberCell}>{size(table.sizeBytes)}</td>
                <td className={styles.numberCell}>{number(table.inserts)}</td>
                <td className={styles.numberCell}>{number(table.updates)}</td>
                <td className={styles.numberCell}>{number(table.deletes)}</td>
                <td className={styles.numberCell}>{number(table.sequentialScans + table.indexScans)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
