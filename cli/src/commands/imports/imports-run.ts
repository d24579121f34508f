import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImportTriggerResponse } from "@catalogue/core/api";
import type { IMPORT_UPLOAD_TYPES } from "@catalogue/core/api/catalogue";
import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import type { ImportTable } from "@catalogue/core/rules";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { refusalMessage } from "./run-refusal";
import { intervalOf, reportOutcome, watchToEnd } from "./watch-to-end";

const MEDIA_TYPES: Readonly<Record<string, (typeof IMPORT_UPLOAD_TYPES)[number]>> = {
  ".csv": "text/csv",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The file to upload, with its media type from its extension. */
function uploadOf(file: string) {
  const mediaType = MEDIA_TYPES[path.extname(file).toLowerCase()];
  if (!mediaType) throw new UserError(`${file}: only .csv and .xlsx files can be imported`, ExitCode.usage);
  try {
    return { bytes: new Uint8Array(readFileSync(file)), mediaType };
  } catch {
    throw new UserError(`cannot read ${file}`, ExitCode.refused);
  }
}

/** Starts the run; "too early" becomes who holds the importers and when they are free (exit 4). */
async function start(
  context: CliContext,
  table: ImportTable | undefined,
  file: string | undefined,
): Promise<ImportTriggerResponse> {
  try {
    if (!table) return await context.call(tableImportCalls.runAll, {});
    const upload = file ? uploadOf(file) : undefined;
    return await context.call(tableImportCalls.runTable, { params: { table }, upload });
  } catch (error) {
    if (!(error instanceof UserError) || error.exitCode !== ExitCode.conflict) throw error;
    const state = await context.call(tableImportCalls.synchronization, {});
    throw new UserError(refusalMessage(state), ExitCode.conflict);
  }
}

/** `catalogue imports run TABLE|--all [--file PATH] [--no-wait]`. */
export const importsRun: CommandRun = async ({ args, options, globals }) => {
  const table = args[0] as ImportTable | undefined;
  const file = options.file as string | undefined;
  if (Boolean(table) === Boolean(options.all)) {
    throw new UserError("name one table, or --all", ExitCode.usage);
  }
  if (file && !table) throw new UserError("--file uploads one table's file: name the table", ExitCode.usage);
  const context = createContext(globals);
  const started = await start(context, table, file);
  const ids = started.records.map((record) => record.id);
  context.out.done(
    `${started.message}: ${started.records.map((record) => `#${record.id} ${record.tableName}`).join(", ")}`,
  );
  if (options.wait === false) {
    if (context.out.json) context.out.document(started);
    return;
  }
  const records = await watchToEnd(context, ids, intervalOf(options.interval));
  if (records === "interrupted") return ExitCode.interrupted;
  if (context.out.json) context.out.document({ message: started.message, records });
  return reportOutcome(context, records);
};
