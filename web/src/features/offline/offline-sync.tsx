import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useClientConfig, useReportCallFailure } from "../../lib/server-state";
import { useOfflineQueue, useOnline } from "../offline-edits";
import { OfflineIndicator } from "./offline-indicator";
import { type OfflineSyncOutcome, runOfflineSync } from "./run-offline-sync";
import type { SyncSummaryLine } from "./sync-summary-dialog";
import { warmPinnedLists } from "./warm-pinned-lists";

// The summary (a dialog) loads only when a sync has something to tell: the frame's chunk stays small.
const SyncSummaryDialog = lazy(async () => ({
  default: (await import("./sync-summary-dialog")).SyncSummaryDialog,
}));

/** Once a service worker controls the page (now or when it takes over), so the reads are kept. */
function whenControlled(run: () => void): () => void {
  const worker = navigator.serviceWorker;
  if (!worker) return () => {};
  if (worker.controller) {
    run();
    return () => {};
  }
  worker.addEventListener("controllerchange", run, { once: true });
  return () => worker.removeEventListener("controllerchange", run);
}

function useSummaryLines(outcome: OfflineSyncOutcome | undefined): SyncSummaryLine[] {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const shown = (value: number | null) =>
    value === null ? t("offline.summary.noPrice") : number.format(value);
  return (outcome?.unapplied ?? []).map(({ change, outcome: result, serverValue }) => ({
    changeId: change.changeId,
    product: outcome?.titles.get(change.productId) ?? `#${change.productId}`,
    kind: change.kind,
    outcome: result,
    mine: shown(change.kind === "add" ? change.quantity : change.value),
    server: shown(serverValue),
  }));
}

/**
 * Supplement 7 (offline sync), in the app's frame: the offline indicator; when the connection returns, the edits
 * made offline are sent and the user sees what was merged; pinned lists are read once for offline use.
 */
export default function OfflineSync({ keepsPinnedLists }: { keepsPinnedLists: boolean }) {
  const online = useOnline();
  const queue = useOfflineQueue();
  const client = useQueryClient();
  const config = useClientConfig();
  // A ref: the sync must not start again because the shell handed a new report function.
  const report = useRef(useReportCallFailure());
  report.current = useReportCallFailure();
  const [syncing, setSyncing] = useState(false);
  const [outcome, setOutcome] = useState<OfflineSyncOutcome>();
  const waiting = queue.length > 0;
  useEffect(() => {
    if (import.meta.env.PROD && "serviceWorker" in navigator)
      void import("./register-service-worker").then((module) => module.registerServiceWorker());
  }, []);
  useEffect(
    () => (keepsPinnedLists ? whenControlled(() => void warmPinnedLists(config)) : undefined),
    [keepsPinnedLists, config],
  );
  // Runs when the connection returns with edits waiting (or a page opens online with some left); a failed sync
  // keeps them until the next return of the connection, so it never repeats in a loop.
  useEffect(() => {
    if (!online || !waiting) return;
    setSyncing(true);
    runOfflineSync(client, config)
      .then(setOutcome, (failure: unknown) => report.current(failure, { keepsScreen: true }))
      .finally(() => setSyncing(false));
  }, [online, waiting, client, config]);
  const lines = useSummaryLines(outcome);
  return (
    <>
      <OfflineIndicator offline={!online} waiting={queue.length} syncing={syncing} />
      {outcome && (
        <Suspense fallback={null}>
          <SyncSummaryDialog
            open
            applied={outcome.applied}
            added={outcome.added.map(({ changeId, productId }) => ({
              changeId,
              product: outcome.titles.get(productId) ?? `#${productId}`,
            }))}
            lines={lines}
            onClose={() => setOutcome(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
