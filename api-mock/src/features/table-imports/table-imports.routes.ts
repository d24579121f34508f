import { tableImportCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { TableImportsService, UploadType } from "./table-imports.service";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function uploadType(contentType: string | undefined): UploadType | undefined {
  if (contentType?.startsWith("text/csv")) return "csv";
  if (contentType?.startsWith(XLSX_TYPE)) return "xlsx";
  return undefined;
}

/** The upload route reads its body itself, as a stream with its own limit (MAX_UPLOAD_BYTES). */
export const UPLOAD_PATH = /^\/api\/table-import-statuses\/[^/]+$/;

/** Supplement 7: the table import calls. */
export function mountTableImportRoutes(api: Api, imports: TableImportsService): void {
  const calls = tableImportCalls;
  mountCall(api, calls.history, (c, { query }) => imports.history(userIdOf(c), query.page));
  mountCall(api, calls.runAll, (c) => imports.trigger(userIdOf(c)));
  mountCall(api, calls.synchronization, (c) => imports.synchronization(userIdOf(c)));
  mountCall(api, calls.tableHistory, (c, { params, query }) =>
    imports.history(userIdOf(c), query.page, params.table),
  );
  mountCall(api, calls.runTable, async (c, { params }) => {
    const type = uploadType(c.req.header("content-type"));
    if (!type) return imports.trigger(userIdOf(c), params.table);
    // Who may import, and a declared size above the limit, are checked before a byte of the body is read.
    await imports.checkUpload(userIdOf(c), Number(c.req.header("content-length") ?? 0));
    return imports.upload(userIdOf(c), params.table, type, c.req.raw.body);
  });
}
