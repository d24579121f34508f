import type { ImportHistoryPage } from "@catalogue/core/api";
import { IMPORT_HISTORY_PAGE_SIZE } from "@catalogue/core/constants";
import type { ImportRecord } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { formatDuration, formatMoment } from "./format";
import * as styles from "./system.css";

/** Props of ImportHistory: one page of the history (page size 10) and the page the user asks for. */
export type ImportHistoryProps = {
  history: ImportHistoryPage | undefined;
  failed: boolean;
  page: number;
  onPage: (page: number) => void;
};

const COLUMNS = ["table", "status", "started", "duration", "rows", "log"] as const;

/** Core spec 2.3 / 9: the imports of the last 30 days, newest first, each with its status, counts and log. */
export function ImportHistory({ history, failed, page, onPage }: ImportHistoryProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil((history?.totalCount ?? 0) / IMPORT_HISTORY_PAGE_SIZE));
  return (
    <div className={styles.section}>
      <h2 id="history-title" className={styles.sectionTitle}>
        {t("system.imports.title")}
      </h2>
      {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.tableRegion} tabIndex={0} aria-labelledby="history-title">
        <table className={styles.table} aria-busy={history === undefined && !failed}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {t(`system.imports.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history?.content.length === 0 && (
              <tr>
                <td className={styles.cell} colSpan={COLUMNS.length}>
                  {t("system.imports.empty")}
                </td>
              </tr>
            )}
            {history?.content.map((record) => (
              <ImportRow key={record.id} record={record} />
            ))}
          </tbody>
        </table>
      </section>
      <div className={styles.pager}>
        <span>{t("system.page", { page: page + 1, pages })}</span>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t("system.previous")}
          </Button>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t("system.next")}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ImportRow({ record }: { record: ImportRecord }) {
  const { t, i18n } = useTranslation();
  const table = t(`system.tables.${record.tableName}`, { defaultValue: record.tableName });
  return (
    <tr>
      <td className={styles.cell}>{table}</td>
      <td className={styles.cell}>
        <span className={styles.status}>{t(`system.imports.status.${record.status}`)}</span>
      </td>
      <td className={styles.cell}>
        {formatMoment(i18n.language, record.startDatetime ?? record.importDate)}
      </td>
      <td className={styles.numberCell}>{formatDuration(t, i18n.language, record.totalImportTime)}</td>
      <td className={styles.numberCell}>
        {record.rowsTotal === null ? "–" : `${record.rowsDone ?? 0} / ${record.rowsTotal}`}
      </td>
      <td className={styles.cell}>
        <details>
          <summary>{t("system.imports.showLog", { number: record.logs.length, table })}</summary>
          <ol className={styles.logList}>
            {record.logs.map((line) => (
              <li key={`${line.timestamp}-${line.message}`}>
                {formatMoment(i18n.language, line.timestamp)} {line.runStatus}: {line.message}
              </li>
            ))}
            {record.errors.map((error) => (
              <li key={error} className={styles.errorText}>
                {error}
              </li>
            ))}
          </ol>
        </details>
      </td>
    </tr>
  );
}
