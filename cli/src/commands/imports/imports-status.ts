import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { dateTime } from "../../runtime/format";
import { formatFields, formatTable } from "../../runtime/table";
import { latestRunRecords } from "./import-history";
import { progressOf, rowsText } from "./import-progress";

/** `catalogue imports status`: the synchronisation state, the newest run and its tables. */
export const importsStatus: CommandRun = async ({ globals }) => {
  const context = createContext(globals);
  const synchronization = await context.call(tableImportCalls.synchronization, {});
  const records = await latestRunRecords(context);
  if (context.out.json) {
    context.out.document({ synchronization, records });
    return;
  }
  const { style } = context.out;
  const run = synchronization.latestRun;
  const state = synchronization.synchronizationInProgress
    ? style.cyan("an import is running")
    : synchronization.synchronizationIsPossible
      ? style.green("idle: a manual run may start now")
      : style.yellow("idle, but a manual run may not start yet");
  context.out.result(
    ...formatFields(
      [
        ["state", state],
        [
          "last run",
          run
            ? `${run.status}, ${run.trigger === "NIGHTLY" ? "nightly" : `started by ${run.startedBy ? `${run.startedBy.name} <${run.startedBy.email}>` : "a removed user"}`} at ${dateTime(run.startedAt)}`
            : "none yet",
        ],
        [
          "next run",
          synchronization.possibleAt
            ? `may start from ${dateTime(synchronization.possibleAt)}`
            : synchronization.synchronizationInProgress
              ? "once the running one ends"
              : "may start now",
        ],
      ],
      style,
    ),
  );
  if (records.length > 0) {
    const rows = records.map((record) => [
      `#${record.id}`,
      record.tableName,
      record.status,
      rowsText(progressOf(record, Date.now())),
    ]);
    context.out.result("", ...formatTable(["ID", "TABLE", "STATUS", "ROWS"], rows, style));
  }
};
