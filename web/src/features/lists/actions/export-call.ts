import type { ExportFormat } from "@catalogue/core/api";
import { listExportCalls } from "@catalogue/core/api/catalogue/calls/list-exports.calls";
import type { ProductListType } from "@catalogue/core/model";

/** Supplement 7: the download call of a list of this type in this format (each type exports under its own path). */
export function exportCall(type: ProductListType, format: ExportFormat) {
  const calls = {
    personal: { xlsx: listExportCalls.personalXlsx, pdf: listExportCalls.personalPdf },
    countryShare: { xlsx: listExportCalls.countryShareXlsx, pdf: listExportCalls.countrySharePdf },
    privateShare: { xlsx: listExportCalls.privateShareXlsx, pdf: listExportCalls.privateSharePdf },
    draft: { xlsx: listExportCalls.draftXlsx, pdf: listExportCalls.draftPdf },
  } as const;
  return calls[type][format];
}
