import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { ExitCode } from "../../exit-codes";
import { createContext } from "../../runtime/cli-context";
import { findRecord, importId, latestRunRecords } from "./import-history";
import { isActive } from "./import-progress";
import { intervalOf, reportOutcome, watchToEnd } from "./watch-to-end";

/** `catalogue imports watch [ID]`: one import, or the run in progress, followed to its end. */
export const importsWatch: CommandRun = async ({ args, options, globals }) => {
  const context = createContext(globals);
  const intervalMs = intervalOf(options.interval);
  let ids: number[];
  if (args[0] !== undefined) {
    ids = [(await findRecord(context, importId(args[0]))).id];
  } else {
    const state = await context.call(tableImportCalls.synchronization, {});
    const latest = await latestRunRecords(context);
    if (!state.synchronizationInProgress || !latest.some((record) => isActive(record.status))) {
      if (context.out.json) context.out.document({ records: [] });
      else context.out.note("No import is running. Start one: catalogue imports run --all");
      return ExitCode.ok;
    }
    ids = latest.map((record) => record.id);
  }
  const records = await watchToEnd(context, ids, intervalMs);
  if (records === "interrupted") return ExitCode.interrupted;
  if (context.out.json) context.out.document({ records });
  return reportOutcome(context, records);
};
