import type { ImportRecord } from "@catalogue/core/model";

/** An import that is queued and has not started, with `overrides` applied: the start of every progress test. */
export function queuedImport(overrides: Partial<ImportRecord> = {}): ImportRecord {
  return {
    id: 1,
    tableName: "products",
    tableType: "CSV",
    status: "QUEUED",
    importDate: "2026-11-20T10:00:00.000Z",
    startDatetime: null,
    finishDatetime: null,
    totalImportTime: null,
    rowsTotal: null,
    rowsDone: null,
    errors: [],
    logs: [],
    ...overrides,
  };
}
