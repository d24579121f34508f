import { ImportHistory, type ImportHistoryProps } from "./import-history";
import { SyncPanel, type SyncPanelProps } from "./sync-panel";
import * as styles from "./system.css";

/** Props of ImportsView: the synchronisation panel's and the history's. */
export type ImportsViewProps = SyncPanelProps & ImportHistoryProps;

/** Core spec 2.3 (system management): manual synchronisation beside the import history. */
export function ImportsView(props: ImportsViewProps) {
  return (
    <div className={styles.panel}>
      <SyncPanel {...props} />
      <ImportHistory {...props} />
    </div>
  );
}
