import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import type { ImportTable } from "@catalogue/core/rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { ImportsView } from "./imports-view";

/** While a synchronisation runs, its progress and the history are asked for again this often. */
export const IMPORT_POLL_MS = 2000;

/** The imports tab: history (10 a page), synchronisation state polled while a run is active, manual runs. */
export function ImportsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [page, setPage] = useState(0);
  // Polling starts once an answer says a run is active (or a run was just started) and stops with the run.
  const [running, setRunning] = useState(false);
  const poll = running ? IMPORT_POLL_MS : undefined;
  const sync = useCallQuery(tableImportCalls.synchronization, {}, { refetchInterval: poll });
  const inProgress = sync.data?.synchronizationInProgress;
  useEffect(() => {
    if (inProgress !== undefined) setRunning(inProgress);
  }, [inProgress]);
  const history = useCallQuery(tableImportCalls.history, { query: { page } }, { refetchInterval: poll });
  const started = () => {
    setRunning(true);
    toast.show({ tone: "success", message: t("system.imports.started") });
  };
  const invalidates = [tableImportCalls.history, tableImportCalls.synchronization];
  const runAll = useCallMutation(tableImportCalls.runAll, { invalidates, input: () => ({}) });
  const runTable = useCallMutation(tableImportCalls.runTable, {
    invalidates,
    input: (table: ImportTable) => ({ params: { table } }),
  });
  const starting = runAll.isPending || runTable.isPending;
  return (
    <ImportsView
      sync={sync.data}
      history={history.data}
      failed={history.isError}
      page={page}
      onPage={setPage}
      starting={starting}
      onRunAll={() => runAll.mutate(undefined, { onSuccess: started })}
      onRunTable={(table) => runTable.mutate(table, { onSuccess: started })}
    />
  );
}
