import type {
  DatabaseActivity,
  ErrorLogEntry,
  ImportHistoryPage,
  ProductStatistic,
} from "@catalogue/core/api";
import { callPath } from "@catalogue/core/api/catalogue/call-path";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { ImportRecord, SynchronizationStatus } from "@catalogue/core/model";
import { API_BASE_URL } from "../../lib/api-base";

/** One import record for stories and tests; `overrides` change what the case is about. */
export function importRecord(overrides: Partial<ImportRecord> = {}): ImportRecord {
  return {
    id: 1,
    tableName: "products",
    tableType: "csv",
    status: "SUCCESS",
    importDate: "2026-11-25T02:00:00.000Z",
    startDatetime: "2026-11-25T02:00:01.000Z",
    finishDatetime: "2026-11-25T02:00:09.500Z",
    totalImportTime: 8500,
    rowsTotal: 2000,
    rowsDone: 2000,
    errors: [],
    logs: [
      {
        timestamp: "2026-11-25T02:00:01.000Z",
        runStatus: "IN_PROGRESS",
        message: "Import of products started",
      },
      { timestamp: "2026-11-25T02:00:09.500Z", runStatus: "SUCCESS", message: "2000 rows applied" },
    ],
    ...overrides,
  };
}

/** A history page: a failed stock import, a finished products import. */
export const HISTORY: ImportHistoryPage = {
  content: [
    importRecord({
      id: 2,
      tableName: "stock",
      status: "CRITICAL",
      totalImportTime: 1200,
      rowsTotal: 40,
      rowsDone: 0,
      errors: ["Row 3: quantity must be a whole number"],
    }),
    importRecord(),
  ],
  totalCount: 12,
};

/** No run active, the newest one nightly. */
export const IDLE: SynchronizationStatus = {
  synchronizationInProgress: false,
  synchronizationIsPossible: true,
  latestRun: {
    status: "SUCCESS",
    trigger: "NIGHTLY",
    startedBy: null,
    startedAt: "2026-11-25T02:00:00.000Z",
    finishedAt: "2026-11-25T02:00:30.000Z",
    expectedEndAt: null,
  },
  possibleAt: null,
  nextNightlyAt: "2026-11-26T02:00:00.000Z",
};

/** A manual run under way. */
export const RUNNING: SynchronizationStatus = {
  synchronizationInProgress: true,
  synchronizationIsPossible: false,
  latestRun: {
    status: "IN_PROGRESS",
    trigger: "MANUAL",
    startedBy: { id: 1, name: "Ada Admin", email: "admin@catalogue.example" },
    startedAt: "2026-11-25T09:00:00.000Z",
    finishedAt: null,
    expectedEndAt: "2026-11-25T09:00:40.000Z",
  },
  possibleAt: "2026-11-25T09:15:00.000Z",
};

/** The running run's history: one table being read, the others queued. */
export const RUNNING_HISTORY: ImportHistoryPage = {
  content: [
    importRecord({
      id: 5,
      tableName: "prices",
      status: "QUEUED",
      startDatetime: null,
      totalImportTime: null,
      rowsTotal: null,
      rowsDone: null,
      logs: [],
    }),
    importRecord({
      id: 4,
      tableName: "products",
      status: "IN_PROGRESS",
      totalImportTime: null,
      rowsDone: 800,
    }),
  ],
  totalCount: 2,
};

/** Per-product figures for the charts. */
export const PRODUCT_FIGURES: ProductStatistic[] = [
  { productId: 1, title: "Breathing circuit, adult", partNumber: "8400012", value: 12 },
  { productId: 2, title: "SpO2 sensor, neonatal", partNumber: "8400003", value: 7 },
  { productId: 3, title: "ECG cable, adult", partNumber: "8400009", value: 3 },
];

export const DATABASE: DatabaseActivity = {
  databaseSizeBytes: 48_200_000,
  tables: [
    {
      table: "products",
      rows: 2000,
      sizeBytes: 9_400_000,
      inserts: 2000,
      updates: 120,
      deletes: 0,
      sequentialScans: 14,
      indexScans: 5230,
    },
    {
      table: "users",
      rows: 40,
      sizeBytes: 98_000,
      inserts: 40,
      updates: 12,
      deletes: 1,
      sequentialScans: 300,
      indexScans: 1200,
    },
  ],
};

export const ERROR_LOGS: ErrorLogEntry[] = [
  {
    at: "2026-11-25T09:12:00.000Z",
    method: "GET",
    path: `${API_BASE_URL}${callPath(referenceDataCalls.currencies)}`,
    status: 503,
    durationMs: 12.5,
    userId: 4,
    correlationId: "1ca56a1a-517b-4744-8363-abb1cb2984e6",
  },
];
