import { tableImportCalls } from "@catalogue/core/api/catalogue/calls/table-imports.calls";
import { IMPORT_HISTORY_PAGE_SIZE } from "@catalogue/core/constants";
import type { ImportRecord } from "@catalogue/core/model";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import type { CliContext } from "../../runtime/cli-context";

/**
 * The catalogue has no "one import by id" call: the history (30 days, newest first) is read page by page until
 * the wanted records are found, or the pages hold only older ones (ids grow with time).
 */
export async function findRecords(
  context: CliContext,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, ImportRecord>> {
  const wanted = new Set(ids);
  const found = new Map<number, ImportRecord>();
  const lowest = Math.min(...ids);
  for (let page = 0; found.size < wanted.size; page++) {
    const { content } = await context.call(tableImportCalls.history, { query: { page } }, { signal });
    for (const record of content) if (wanted.has(record.id)) found.set(record.id, record);
    const oldest = content.at(-1)?.id;
    if (content.length < IMPORT_HISTORY_PAGE_SIZE || oldest === undefined || oldest < lowest) break;
  }
  return found;
}

/** One import by id; not found (exit 3) when it is not in the last 30 days' history. */
export async function findRecord(context: CliContext, id: number): Promise<ImportRecord> {
  const record = (await findRecords(context, [id])).get(id);
  if (!record) {
    throw new UserError(
      `no import ${id} in the last 30 days (see catalogue imports list)`,
      ExitCode.notFound,
    );
  }
  return record;
}

/** The records of the newest run: they were queued together, so they share its import date. */
export async function latestRunRecords(context: CliContext, signal?: AbortSignal): Promise<ImportRecord[]> {
  const { content } = await context.call(tableImportCalls.history, { query: { page: 0 } }, { signal });
  const newest = content[0];
  return newest ? content.filter((record) => record.importDate === newest.importDate) : [];
}

/** An import id from the command line (a positive whole number, else wrong usage). */
export function importId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) {
    throw new UserError(
      `"${text}" is not an import id (a number from catalogue imports list)`,
      ExitCode.usage,
    );
  }
  return id;
}
