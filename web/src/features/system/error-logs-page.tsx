import { systemAdminCalls } from "@catalogue/core/api/catalogue/calls/system-admin.calls";
import { useCallQuery } from "../../lib/server-state";
import { ErrorLogsView } from "./error-logs-view";

/** The error logs tab: the server's recent faults. */
export function ErrorLogsPage() {
  const logs = useCallQuery(systemAdminCalls.errorLogs, {}, { staleTime: 0 });
  return (
    <ErrorLogsView
      entries={logs.data}
      failed={logs.isError}
      refreshing={logs.isFetching}
      onRefresh={() => logs.refetch()}
    />
  );
}
