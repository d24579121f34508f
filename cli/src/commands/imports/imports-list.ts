import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import { IMPORT_HISTORY_PAGE_SIZE } from "@catalogue/core/constants";
import type { ImportTable } from "@catalogue/core/rules";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { dateTime, duration } from "../../runtime/format";
import { formatTable } from "../../runtime/table";
import { pageFooter, pageNumber } from "../common/paging";
import { isFailed, progressOf, rowsText } from "./import-progress";

/** `catalogue imports list [--page N] [--table T]`: the history, 10 a page (core spec 9). */
export const importsList: CommandRun = async ({ options, globals }) => {
  const context = createContext(globals);
  const page = pageNumber(options.page);
  const table = options.table as ImportTable | undefined;
  const answer = table
    ? await context.call(tableImportCalls.tableHistory, { params: { table }, query: { page: page - 1 } })
    : await context.call(tableImportCalls.history, { query: { page: page - 1 } });
  const pageCount = Math.max(1, Math.ceil(answer.totalCount / IMPORT_HISTORY_PAGE_SIZE));
  if (context.out.json) {
    context.out.document({ page, pageCount, totalCount: answer.totalCount, records: answer.content });
    return;
  }
  const { style } = context.out;
  if (answer.content.length === 0) {
    context.out.result(
      page > 1 ? `No page ${page}: there are ${pageCount}.` : "No imports in the last 30 days.",
    );
    return;
  }
  const rows = answer.content.map((record) => [
    String(record.id),
    record.tableName,
    isFailed(record.status) ? style.red(record.status) : record.status,
    dateTime(record.importDate),
    duration(record.totalImportTime),
    rowsText(progressOf(record, Date.now())),
    String(record.errors.length),
  ]);
  context.out.result(
    ...formatTable(["ID", "TABLE", "STATUS", "QUEUED", "TOOK", "ROWS", "ERRORS"], rows, style),
  );
  context.out.note(
    pageFooter(
      page,
      pageCount,
      answer.totalCount,
      "import",
      `catalogue imports list${table ? ` --table ${table}` : ""}`,
    ),
  );
};
