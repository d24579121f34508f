import type { ImportRecord } from "@catalogue/core/model";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import type { CliContext } from "../../runtime/cli-context";
import { duration, plural } from "../../runtime/format";
import { formatTable } from "../../runtime/table";
import { DEFAULT_INTERVAL_MS, followImports, progressSink } from "./follow-imports";
import { isFailed, progressOf, rowsText } from "./import-progress";

/** The polling interval of --interval (ms), else the default. */
export function intervalOf(option: unknown): number {
  if (option === undefined) return DEFAULT_INTERVAL_MS;
  const ms = Number(option);
  if (!Number.isInteger(ms) || ms < 100) {
    throw new UserError("--interval is in milliseconds, at least 100", ExitCode.usage);
  }
  return ms;
}

/**
 * Follows the imports until they end, live on a terminal. Ctrl-C stops the watching only (the server goes on):
 * then it answers "interrupted" after saying how to watch again.
 */
export async function watchToEnd(
  context: CliContext,
  ids: readonly number[],
  intervalMs: number,
): Promise<ImportRecord[] | "interrupted"> {
  const controller = new AbortController();
  const interrupt = () => controller.abort(new DOMException("stopped watching", "AbortError"));
  process.once("SIGINT", interrupt);
  const sink = await progressSink(context, "Ctrl-C stops watching; the import goes on on the server.");
  try {
    const records = await followImports(context, ids, sink, { intervalMs, signal: controller.signal });
    await sink.stop();
    return records;
  } catch (error) {
    await sink.stop();
    if (!controller.signal.aborted) throw error;
    context.out.warn(
      `Stopped watching; the import goes on on the server. Watch it again: catalogue imports watch ${ids[0] ?? ""}`.trimEnd(),
    );
    return "interrupted";
  } finally {
    process.off("SIGINT", interrupt);
  }
}

/**
 * How the imports ended, for people: a table with each one's last log line, then the failures on stderr with the
 * command that prints their log. Answers the exit code: 1 when any import failed.
 */
export function reportOutcome(context: CliContext, records: readonly ImportRecord[]): number {
  const failed = records.filter((record) => isFailed(record.status));
  if (!context.out.json) {
    const rows = records.map((record) => {
      const progress = progressOf(record, Date.now());
      const last = record.logs.at(-1)?.message ?? "";
      return [
        `#${record.id}`,
        record.tableName,
        record.status,
        rowsText(progress),
        duration(progress.elapsedMs),
        last,
      ];
    });
    context.out.result(
      ...formatTable(["ID", "TABLE", "STATUS", "ROWS", "TIME", "RESULT"], rows, context.out.style),
    );
    if (failed.length === 0) context.out.done(`${plural(records.length, "import")} done`);
  }
  for (const record of failed) {
    context.out.warn(
      `${context.out.errorStyle.red("catalogue:")} import #${record.id} (${record.tableName}) failed with ${plural(record.errors.length, "problem")}; its log: catalogue imports log ${record.id}`,
    );
  }
  return failed.length > 0 ? ExitCode.refused : ExitCode.ok;
}
