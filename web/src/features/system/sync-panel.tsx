import type { ImportHistoryPage } from "@catalogue/core/api";
import type { SynchronizationStatus } from "@catalogue/core/model";
import { IMPORT_TABLE_VALUES } from "@catalogue/core/model";
import type { ImportTable } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Select } from "../../ui/select/select";
import { formatMoment } from "./format";
import * as styles from "./system.css";

/** Props of SyncPanel: the synchronisation state, the imports now on the history page, and the start actions. */
export type SyncPanelProps = {
  sync: SynchronizationStatus | undefined;
  history: ImportHistoryPage | undefined;
  starting: boolean;
  onRunAll: () => void;
  onRunTable: (table: ImportTable) => void;
};

/** Core spec 2.3 / 9: manual synchronisation, one table or all; the buttons wait while a run is active. */
export function SyncPanel({ sync, history, starting, onRunAll, onRunTable }: SyncPanelProps) {
  const { t, i18n } = useTranslation();
  const [table, setTable] = useState<ImportTable>("products");
  const possible = sync?.synchronizationIsPossible === true && !starting;
  const latest = sync?.latestRun ?? null;
  return (
    <section className={styles.section} aria-labelledby="sync-title">
      <h2 id="sync-title" className={styles.sectionTitle}>
        {t("system.sync.title")}
      </h2>
      <p role="status" className={styles.muted}>
        {sync === undefined
          ? t("system.loading")
          : sync.synchronizationInProgress
            ? t("system.sync.running")
            : t("system.sync.idle")}
      </p>
      {sync?.synchronizationInProgress && <RunProgress history={history} />}
      {latest && (
        <dl className={styles.facts}>
          <dt className={styles.factTerm}>{t("system.sync.latestRun")}</dt>
          <dd className={styles.factValue}>
            {t(`system.sync.runStatus.${latest.status}`)} · {t(`system.sync.trigger.${latest.trigger}`)}
            {latest.startedBy ? ` · ${latest.startedBy.name}` : ""}
          </dd>
          <dt className={styles.factTerm}>{t("system.sync.startedAt")}</dt>
          <dd className={styles.factValue}>{formatMoment(i18n.language, latest.startedAt)}</dd>
          {latest.finishedAt && (
            <>
              <dt className={styles.factTerm}>{t("system.sync.finishedAt")}</dt>
              <dd className={styles.factValue}>{formatMoment(i18n.language, latest.finishedAt)}</dd>
            </>
          )}
          {latest.expectedEndAt && sync?.synchronizationInProgress && (
            <>
              <dt className={styles.factTerm}>{t("system.sync.expectedEnd")}</dt>
              <dd className={styles.factValue}>{formatMoment(i18n.language, latest.expectedEndAt)}</dd>
            </>
          )}
        </dl>
      )}
      {sync?.possibleAt && (
        <p className={styles.muted}>
          {t("system.sync.possibleAt", { moment: formatMoment(i18n.language, sync.possibleAt) })}
        </p>
      )}
      <p className={styles.muted}>
        {sync?.nextNightlyAt
          ? t("system.sync.nextNightly", { moment: formatMoment(i18n.language, sync.nextNightlyAt) })
          : t("system.sync.nightly")}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRunAll} disabled={!possible} loading={starting}>
          {t("system.sync.runAll")}
        </Button>
      </div>
      <div className={styles.actions}>
        <Select
          label={t("system.sync.table")}
          value={table}
          options={IMPORT_TABLE_VALUES.map((each) => ({ value: each, label: t(`system.tables.${each}`) }))}
          onChange={(value) => setTable(value as ImportTable)}
        />
        <Button variant="secondary" onClick={() => onRunTable(table)} disabled={!possible}>
          {t("system.sync.runTable")}
        </Button>
      </div>
    </section>
  );
}

/** How far the active run is: tables finished of those queued, and the rows of the table being read. */
function RunProgress({ history }: { history: ImportHistoryPage | undefined }) {
  const { t } = useTranslation();
  const records = history?.content ?? [];
  const open = records.filter((each) => each.status === "QUEUED" || each.status === "IN_PROGRESS");
  const current = records.find((each) => each.status === "IN_PROGRESS");
  return (
    <div>
      <p className={styles.muted}>{t("system.sync.tablesLeft", { number: open.length })}</p>
      {current && (
        <label className={styles.muted}>
          {t("system.sync.rows", {
            table: t(`system.tables.${current.tableName}`, { defaultValue: current.tableName }),
            done: current.rowsDone ?? 0,
            total: current.rowsTotal ?? 0,
          })}
          <progress
            className={styles.progress}
            value={current.rowsDone ?? 0}
            max={Math.max(current.rowsTotal ?? 1, 1)}
          />
        </label>
      )}
    </div>
  );
}
