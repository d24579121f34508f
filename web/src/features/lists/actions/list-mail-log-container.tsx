import { listExportCalls } from "@catalogue/core/api/catalogue/calls/list-exports.calls";
import { useCallQuery } from "../../../lib/server-state";
import { ListMailLogView } from "./list-mail-log";

/** Supplement 7: the mailings of one list, read beside its header (a side load: the screen works without it). */
export function ListMailLog({ listId }: { listId: number }) {
  const mails = useCallQuery(listExportCalls.listMails, { params: { id: listId } }, { keepsScreen: true });
  return (
    <ListMailLogView mails={mails.data ?? []} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone} />
  );
}
