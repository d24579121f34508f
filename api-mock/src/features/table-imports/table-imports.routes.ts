import {
  ImportHistoryPage,
  ImportHistoryQuery,
  ImportTableParam,
  ImportTriggerResponse,
} from "@catalogue/core/api";
import { SynchronizationStatus } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { TableImportsService, UploadType } from "./table-imports.service";

const TAG = ["Table imports"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const triggerErrors = errorResponses(401, 403, 409, 460);

const historyRoute = createRoute({
  method: "get",
  path: "/table-import-statuses",
  tags: TAG,
  summary: "Import history of the last 30 days, newest first, 10 a page (highest role)",
  request: { query: ImportHistoryQuery },
  responses: { 200: json(ImportHistoryPage, "A page of import records"), ...errorResponses(401, 403, 460) },
});
const runAllRoute = createRoute({
  method: "post",
  path: "/table-import-statuses",
  tags: TAG,
  summary: "Run every importer now (409 IMPORT_STARTED_TOO_EARLY when too soon or while a run is active)",
  responses: { 200: json(ImportTriggerResponse, "Import started correctly"), ...triggerErrors },
});
const synchronizationRoute = createRoute({
  method: "get",
  path: "/table-import-statuses/synchronization",
  tags: TAG,
  summary: "Whether a synchronisation runs now and whether a manual one may start",
  responses: { 200: json(SynchronizationStatus, "The synchronisation state"), ...errorResponses(401, 403) },
});
const tableHistoryRoute = createRoute({
  method: "get",
  path: "/table-import-statuses/{table}",
  tags: TAG,
  summary: "Import history of one table (last 30 days, 10 a page)",
  request: { params: ImportTableParam, query: ImportHistoryQuery },
  responses: {
    200: json(ImportHistoryPage, "A page of the table's records"),
    ...errorResponses(401, 403, 460),
  },
});
const runTableRoute = createRoute({
  method: "post",
  path: "/table-import-statuses/{table}",
  tags: TAG,
  summary: "Run one importer now; with a CSV or XLSX body the upload becomes the table's file first",
  request: {
    params: ImportTableParam,
    body: {
      required: false,
      content: {
        "text/csv": { schema: z.string() },
        [XLSX_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
  },
  responses: { 200: json(ImportTriggerResponse, "Import started correctly"), ...triggerErrors },
});

function uploadType(contentType: string | undefined): UploadType | undefined {
  if (contentType?.startsWith("text/csv")) return "csv";
  if (contentType?.startsWith(XLSX_TYPE)) return "xlsx";
  return undefined;
}

/** Issue 8 item 5 / supplement 7: the table import calls. */
export function mountTableImportRoutes(api: Api, imports: TableImportsService): void {
  api.openapi(historyRoute, async (c) =>
    c.json(await imports.history(userIdOf(c), c.req.valid("query").page), 200),
  );
  api.openapi(runAllRoute, async (c) => c.json(await imports.trigger(userIdOf(c)), 200));
  api.openapi(synchronizationRoute, async (c) => c.json(await imports.synchronization(userIdOf(c)), 200));
  api.openapi(tableHistoryRoute, async (c) =>
    c.json(await imports.history(userIdOf(c), c.req.valid("query").page, c.req.valid("param").table), 200),
  );
  api.openapi(runTableRoute, async (c) => {
    const { table } = c.req.valid("param");
    const type = uploadType(c.req.header("content-type"));
    // A declared size above the bound is refused before the body is read into memory.
    if (type) await imports.checkUpload(userIdOf(c), Number(c.req.header("content-length") ?? 0));
    const bytes = type ? new Uint8Array(await c.req.arrayBuffer()) : undefined;
    const answer =
      type && bytes
        ? await imports.upload(userIdOf(c), table, type, bytes)
        : await imports.trigger(userIdOf(c), table);
    return c.json(answer, 200);
  });
}
