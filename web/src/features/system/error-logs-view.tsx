import type { ErrorLogEntry } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { formatMoment } from "./format";
import * as styles from "./system.css";

/** Props of ErrorLogsView: the faults (undefined while loading) and a refresh. */
export type ErrorLogsViewProps = {
  entries: readonly ErrorLogEntry[] | undefined;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
};

const COLUMNS = ["at", "request", "status", "user", "correlationId"] as const;

/** Core spec 2.3 (error logs): the requests the server answered with a fault, newest first, with their log id. */
export function ErrorLogsView({ entries, failed, refreshing, onRefresh }: ErrorLogsViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.section}>
      <h2 id="errors-title" className={styles.sectionTitle}>
        {t("system.errors.title")}
      </h2>
      <p className={styles.muted}>{t("system.errors.intro")}</p>
      {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
          {t("system.refresh")}
        </Button>
      </div>
      {entries?.length === 0 && <p>{t("system.errors.none")}</p>}
      {entries !== undefined && entries.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        <section className={styles.tableRegion} tabIndex={0} aria-labelledby="errors-title">
          <table className={styles.table}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={styles.headCell}>
                    {t(`system.errors.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.correlationId}>
                  <td className={styles.cell}>{formatMoment(i18n.language, entry.at)}</td>
                  <td className={styles.cell}>
                    {entry.method} {entry.path}
                  </td>
                  <td className={styles.numberCell}>{entry.status}</td>
                  <td className={styles.numberCell}>{entry.userId ?? "–"}</td>
                  <td className={styles.cell}>
                    <code>{entry.correlationId}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
