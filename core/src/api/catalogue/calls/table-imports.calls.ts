import { SynchronizationStatus } from "../../../model/table-import";
import {
  ImportHistoryPage,
  ImportHistoryQuery,
  ImportTableParam,
  ImportTriggerResponse,
} from "../../table-imports";
import { defineCall, json } from "../define-call";

const TAGS = ["Table imports"];

/** The media types an import takes as its table's new file. */
export const IMPORT_UPLOAD_TYPES = [
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

/** Supplement 7 (table imports): history, synchronisation state and manual runs, for the highest role. */
export const tableImportCalls = {
  history: defineCall({
    id: "tableImports.history",
    method: "GET",
    path: "/table-import-statuses",
    tags: TAGS,
    summary: "Import history of the last 30 days, newest first, 10 a page",
    query: ImportHistoryQuery,
    answer: json(ImportHistoryPage),
    errors: [401, 403, 460],
    access: "highestRole",
  }),
  runAll: defineCall({
    id: "tableImports.runAll",
    method: "POST",
    path: "/table-import-statuses",
    tags: TAGS,
    summary: "Run every importer now (409 IMPORT_STARTED_TOO_EARLY when too soon or while a run is active)",
    answer: json(ImportTriggerResponse),
    errors: [401, 403, 409, 460],
    resultKeys: ["IMPORT_STARTED_TOO_EARLY"],
    access: "highestRole",
  }),
  synchronization: defineCall({
    id: "tableImports.synchronization",
    method: "GET",
    path: "/table-import-statuses/synchronization",
    tags: TAGS,
    summary: "Whether a synchronisation runs now and whether a manual one may start",
    answer: json(SynchronizationStatus),
    errors: [401, 403],
    access: "highestRole",
  }),
  tableHistory: defineCall({
    id: "tableImports.tableHistory",
    method: "GET",
    path: "/table-import-statuses/{table}",
    tags: TAGS,
    summary: "Import history of one table (last 30 days, 10 a page)",
    params: ImportTableParam,
    query: ImportHistoryQuery,
    answer: json(ImportHistoryPage),
    errors: [401, 403, 460],
    access: "highestRole",
  }),
  runTable: defineCall({
    id: "tableImports.runTable",
    method: "POST",
    path: "/table-import-statuses/{table}",
    tags: TAGS,
    summary: "Run one importer now; with a CSV or XLSX body the upload becomes the table's file first",
    params: ImportTableParam,
    uploads: IMPORT_UPLOAD_TYPES,
    answer: json(ImportTriggerResponse),
    errors: [401, 403, 409, 413, 460],
    resultKeys: ["IMPORT_STARTED_TOO_EARLY"],
    access: "highestRole",
  }),
} as const;
