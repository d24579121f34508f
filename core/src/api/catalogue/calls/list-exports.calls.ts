import type { ProductListType } from "../../../model/enums";
import {
  EmailHistoryResponse,
  type ExportFormat,
  ExportLinkResponse,
  ExportQuery,
  ExportTokenParam,
  ListIdParam,
  ListMailsResponse,
  SendListEmailRequest,
} from "../../product-lists";
import { defineCall, file, json } from "../define-call";

const TAGS = ["List exports and e-mail"];

/** The two export formats and the media type each is sent as. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** Supplement 7: where each type of list exports (the draft paths name the draft's id). */
const EXPORT_BASES: Record<ProductListType, string> = {
  personal: "/product-lists/list",
  countryShare: "/country-sharing/list",
  privateShare: "/private-sharing/list",
  draft: "/share-draft",
};

/** A list of this type, one the caller may read (464 otherwise), as XLSX or PDF. */
const download = (type: ProductListType, format: ExportFormat) =>
  defineCall({
    id: `listExports.${type}${format === "xlsx" ? "Xlsx" : "Pdf"}`,
    method: "GET",
    path: `${EXPORT_BASES[type]}/{id}/download-${format}`,
    tags: TAGS,
    summary: `Download a list the caller may read as ${format.toUpperCase()} (includeFinancial=true adds the confidential columns for callers allowed prices)`,
    params: ListIdParam,
    query: ExportQuery,
    answer: file(EXPORT_MEDIA_TYPES[format]),
    errors: [401, 403, 460, 464, 503],
    resultKeys: ["RESOURCE_NOT_FOUND", "EXPORTS_BUSY"],
    access: "regular",
  });

/** A single-use URL for the same download, which needs no session (a browser opens it). */
const link = (type: ProductListType, format: ExportFormat) =>
  defineCall({
    id: `listExports.${type}${format === "xlsx" ? "Xlsx" : "Pdf"}Link`,
    method: "GET",
    path: `${EXPORT_BASES[type]}/{id}/${format}-link`,
    tags: TAGS,
    summary: `A single-use ${format.toUpperCase()} download URL, valid five minutes, that needs no headers`,
    params: ListIdParam,
    query: ExportQuery,
    answer: json(ExportLinkResponse),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  });

/** Downloads of every type of list, single-use links, mailing a list and the e-mail history. */
export const listExportCalls = {
  emailHistory: defineCall({
    id: "listExports.emailHistory",
    method: "GET",
    path: "/product-lists/email-history",
    tags: TAGS,
    summary: "The addresses the caller mailed lists to, de-duplicated, newest first",
    answer: json(EmailHistoryResponse),
    errors: [401, 403],
    access: "regular",
  }),
  listMails: defineCall({
    id: "listExports.listMails",
    method: "GET",
    path: "/product-lists/list/{id}/mails",
    tags: TAGS,
    summary: "Who mailed a list the caller may read, when, to whom and in which format; newest first",
    params: ListIdParam,
    answer: json(ListMailsResponse),
    errors: [401, 403, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  personalXlsx: download("personal", "xlsx"),
  personalXlsxLink: link("personal", "xlsx"),
  personalPdf: download("personal", "pdf"),
  personalPdfLink: link("personal", "pdf"),
  countryShareXlsx: download("countryShare", "xlsx"),
  countryShareXlsxLink: link("countryShare", "xlsx"),
  countrySharePdf: download("countryShare", "pdf"),
  countrySharePdfLink: link("countryShare", "pdf"),
  privateShareXlsx: download("privateShare", "xlsx"),
  privateShareXlsxLink: link("privateShare", "xlsx"),
  privateSharePdf: download("privateShare", "pdf"),
  privateSharePdfLink: link("privateShare", "pdf"),
  draftXlsx: download("draft", "xlsx"),
  draftXlsxLink: link("draft", "xlsx"),
  draftPdf: download("draft", "pdf"),
  draftPdfLink: link("draft", "pdf"),
  redeem: defineCall({
    id: "listExports.redeem",
    method: "GET",
    path: "/exports/{token}",
    tags: TAGS,
    summary: "Download through a single-use export link (no session needed; used or expired: 464)",
    params: ExportTokenParam,
    answer: file(EXPORT_MEDIA_TYPES.xlsx, EXPORT_MEDIA_TYPES.pdf),
    errors: [460, 464, 503],
    resultKeys: ["RESOURCE_NOT_FOUND", "EXPORTS_BUSY"],
    access: "public",
    // The link works once: sent again after a lost answer it would answer 464, so the client does not retry it.
    idempotent: false,
  }),
  sendEmail: defineCall({
    id: "listExports.sendEmail",
    method: "POST",
    path: "/product-lists/list/{id}/send-email",
    tags: TAGS,
    summary: "Mail a list (note, summary, the export attached) to addresses of the maker's domain",
    params: ListIdParam,
    body: SendListEmailRequest,
    answer: json(EmailHistoryResponse),
    errors: [401, 403, 460, 464, 503],
    resultKeys: ["RESOURCE_NOT_FOUND", "EXPORTS_BUSY"],
    access: "regular",
  }),
} as const;
