import { systemAdminCalls } from "@catalogue/core/api/catalogue/calls/system-admin.calls";
import { useCallQuery } from "../../lib/server-state";
import { DatabaseView } from "./database-view";

/** The database tab: each table's size, rows, writes and scans. */
export function DatabasePage() {
  const activity = useCallQuery(systemAdminCalls.databaseActivity, {}, { staleTime: 0 });
  return (
    <DatabaseView
      activity={activity.data}
      failed={activity.isError}
      refreshing={activity.isFetching}
      onRefresh={() => activity.refetch()}
    />
  );
}
