import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { dateTime, duration } from "../../runtime/format";
import { formatFields } from "../../runtime/table";
import { findRecord, importId } from "./import-history";
import { isFailed, progressOf, rowsText } from "./import-progress";

/** `catalogue imports log ID`: one import's times, log lines and errors. */
export const importsLog: CommandRun = async ({ args, globals }) => {
  const context = createContext(globals);
  const record = await findRecord(context, importId(args[0]));
  if (context.out.json) {
    context.out.document(record);
    return;
  }
  const { style } = context.out;
  const status = isFailed(record.status) ? style.red(record.status) : record.status;
  context.out.result(
    ...formatFields(
      [
        ["import", `#${record.id} ${record.tableName} (${record.tableType})`],
        ["status", status],
        ["queued", dateTime(record.importDate)],
        ["started", dateTime(record.startDatetime)],
        ["finished", dateTime(record.finishDatetime)],
        ["took", duration(record.totalImportTime)],
        ["rows", rowsText(progressOf(record, Date.now()))],
      ],
      style,
    ),
    "",
    style.bold("Log"),
    ...record.logs.map(
      (line) => `${dateTime(line.timestamp)}  ${line.runStatus.padEnd(11)}  ${line.message}`,
    ),
  );
  if (record.errors.length > 0) {
    context.out.result(
      "",
      style.bold(`Errors (${record.errors.length})`),
      ...record.errors.map((error) => `  ${error}`),
    );
  }
};
