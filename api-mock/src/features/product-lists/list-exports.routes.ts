import type { ExportFormat } from "@catalogue/core/api";
import { listExportCalls } from "@catalogue/core/api/catalogue";
import type { ProductListType } from "@catalogue/core/model";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ExportFile, ListExportsService } from "./list-exports.service";

type Calls = typeof listExportCalls;

/** The download and link calls of each type of list and format, in the order they are mounted. */
const EXPORTS: readonly {
  type: ProductListType;
  format: ExportFormat;
  download: Calls["personalXlsx"];
  link: Calls["personalXlsxLink"];
}[] = [
  {
    type: "personal",
    format: "xlsx",
    download: listExportCalls.personalXlsx,
    link: listExportCalls.personalXlsxLink,
  },
  {
    type: "personal",
    format: "pdf",
    download: listExportCalls.personalPdf,
    link: listExportCalls.personalPdfLink,
  },
  {
    type: "countryShare",
    format: "xlsx",
    download: listExportCalls.countryShareXlsx,
    link: listExportCalls.countryShareXlsxLink,
  },
  {
    type: "countryShare",
    format: "pdf",
    download: listExportCalls.countrySharePdf,
    link: listExportCalls.countrySharePdfLink,
  },
  {
    type: "privateShare",
    format: "xlsx",
    download: listExportCalls.privateShareXlsx,
    link: listExportCalls.privateShareXlsxLink,
  },
  {
    type: "privateShare",
    format: "pdf",
    download: listExportCalls.privateSharePdf,
    link: listExportCalls.privateSharePdfLink,
  },
  { type: "draft", format: "xlsx", download: listExportCalls.draftXlsx, link: listExportCalls.draftXlsxLink },
  { type: "draft", format: "pdf", download: listExportCalls.draftPdf, link: listExportCalls.draftPdfLink },
];

function sendFile(c: Context<AppEnv>, file: ExportFile): Response {
  // A view of the rendered file, not a copy of it (the worker's bytes were moved here already).
  const { buffer, byteOffset, byteLength } = file.content;
  return c.body(new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    "Cache-Control": "no-store",
  });
}

/**
 * Downloads, single-use links, mailing a list and the e-mail history. Mounted before the list routes, so that
 * `/product-lists/email-history` is not read as `/product-lists/{id}`.
 */
export function mountListExportRoutes(api: Api, exports: ListExportsService): void {
  mountCall(api, listExportCalls.emailHistory, (c) => exports.history(userIdOf(c)));
  for (const { type, format, download, link } of EXPORTS) {
    mountCall(api, download, async (c, { params, query }) =>
      sendFile(c, await exports.render(userIdOf(c), params.id, format, query.includeFinancial, type)),
    );
    mountCall(api, link, (c, { params, query }) =>
      exports.link(userIdOf(c), params.id, format, query.includeFinancial, type),
    );
  }
  mountCall(api, listExportCalls.redeem, async (c, { params }) =>
    sendFile(c, await exports.redeem(params.token)),
  );
  mountCall(api, listExportCalls.listMails, (c, { params }) => exports.mails(userIdOf(c), params.id));
  mountCall(api, listExportCalls.sendEmail, (c, { params, body }) =>
    exports.send(userIdOf(c), params.id, body),
  );
}
