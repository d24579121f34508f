import * as z from "zod";
import { Page } from "../model/common";
import { ImportRecord } from "../model/table-import";
import { ImportTable } from "../rules/import-rows.schema";

/** Supplement 7 (GET /table-import-statuses): the history page (zero-based; the page size is 10, core spec 9). */
export const ImportHistoryQuery = z.object({
  page: z.coerce.number().int().nonnegative().max(10_000).default(0),
});
export type ImportHistoryQuery = z.infer<typeof ImportHistoryQuery>;

/** Core spec 9: the import history of the last 30 days, newest first. */
export const ImportHistoryPage = Page(ImportRecord);
export type ImportHistoryPage = z.infer<typeof ImportHistoryPage>;

/** Supplement 7 (/table-import-statuses/{table}): one import table. */
export const ImportTableParam = z.object({ table: ImportTable });
export type ImportTableParam = z.infer<typeof ImportTableParam>;

/** Core spec 8: what a manual trigger answers on success ("Import started correctly") with the queued records. */
export const ImportTriggerResponse = z.object({ message: z.string(), records: z.array(ImportRecord) });
export type ImportTriggerResponse = z.infer<typeof ImportTriggerResponse>;

/** Core spec 8: the trigger's success message. */
export const IMPORT_STARTED_MESSAGE = "Import started correctly";
/** Core spec 8: the trigger's refusal message (result key IMPORT_STARTED_TOO_EARLY). */
export const IMPORT_TOO_EARLY_MESSAGE = "Import started too early";
