import {
  EmailHistoryResponse,
  ExportLinkResponse,
  ExportQuery,
  ExportTokenParam,
  ListIdParam,
  SendListEmailRequest,
} from "@catalogue/core/api";
import type { ProductListType } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ExportFile, ExportFormat, ListExportsService } from "./list-exports.service";

const TAG = ["List exports and e-mail"];
const binary = (format: ExportFormat) => ({
  description: `The list as ${format.toUpperCase()} (an attachment)`,
  content: {
    [format === "xlsx"
      ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      : "application/pdf"]: {
      schema: z.string().openapi({ format: "binary" }),
    },
  },
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** Issue 7.3 / supplement 7: the paths that export, per list type (the draft paths name the draft's id). */
const EXPORT_BASES: Record<string, ProductListType> = {
  "/product-lists/list": "personal",
  "/country-sharing/list": "countryShare",
  "/private-sharing/list": "privateShare",
  "/share-draft": "draft",
};

function downloadRoute(base: string, format: ExportFormat) {
  return createRoute({
    method: "get",
    path: `${base}/{id}/download-${format}`,
    tags: TAG,
    summary: `Download a list the caller may read as ${format.toUpperCase()} (includeFinancial=true adds the confidential columns for callers allowed prices)`,
    request: { params: ListIdParam, query: ExportQuery },
    responses: { 200: binary(format), ...errorResponses(401, 403, 460, 464) },
  });
}
function linkRoute(base: string, format: ExportFormat) {
  return createRoute({
    method: "get",
    path: `${base}/{id}/${format}-link`,
    tags: TAG,
    summary: `A single-use ${format.toUpperCase()} download URL, valid five minutes, that needs no headers`,
    request: { params: ListIdParam, query: ExportQuery },
    responses: { 200: json(ExportLinkResponse, "The URL"), ...errorResponses(401, 403, 460, 464) },
  });
}
const redeemRoute = createRoute({
  method: "get",
  path: "/exports/{token}",
  tags: TAG,
  summary: "Download through a single-use export link (no session needed; used or expired: 464)",
  request: { params: ExportTokenParam },
  responses: { 200: { description: "The XLSX or PDF file" }, ...errorResponses(460, 464) },
});
const sendRoute = createRoute({
  method: "post",
  path: "/product-lists/list/{id}/send-email",
  tags: TAG,
  summary: "Mail a list (note, summary, the export attached) to addresses of the maker's domain",
  request: {
    params: ListIdParam,
    body: { content: { "application/json": { schema: SendListEmailRequest } }, required: true },
  },
  responses: {
    200: json(EmailHistoryResponse, "The caller's e-mail history after sending"),
    ...errorResponses(401, 403, 460, 464),
  },
});
const historyRoute = createRoute({
  method: "get",
  path: "/product-lists/email-history",
  tags: TAG,
  summary: "The addresses the caller mailed lists to, de-duplicated, newest first",
  responses: { 200: json(EmailHistoryResponse, "The e-mail history"), ...errorResponses(401, 403) },
});

function sendFile(c: Context<AppEnv>, file: ExportFile) {
  return c.body(new Uint8Array(file.content), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    "Cache-Control": "no-store",
  });
}

/** Issue 7.3 / 7.4: downloads, single-use links, mailing a list and the e-mail history. */
export function mountListExportRoutes(api: Api, exports: ListExportsService): void {
  api.openapi(historyRoute, async (c) => c.json(await exports.history(userIdOf(c)), 200));
  for (const [base, type] of Object.entries(EXPORT_BASES)) {
    for (const format of ["xlsx", "pdf"] as const) {
      api.openapi(downloadRoute(base, format), async (c) => {
        const file = await exports.render(
          userIdOf(c),
          c.req.valid("param").id,
          format,
          c.req.valid("query").includeFinancial,
          type,
        );
        return sendFile(c, file) as never;
      });
      api.openapi(linkRoute(base, format), async (c) =>
        c.json(
          await exports.link(
            userIdOf(c),
            c.req.valid("param").id,
            format,
            c.req.valid("query").includeFinancial,
            type,
          ),
          200,
        ),
      );
    }
  }
  api.openapi(
    redeemRoute,
    async (c) => sendFile(c, await exports.redeem(c.req.valid("param").token)) as never,
  );
  api.openapi(sendRoute, async (c) =>
    c.json(await exports.send(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
}
