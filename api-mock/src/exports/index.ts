/** Core spec 9: XLSX and PDF exports of a product list, pure functions of a `ListExport`. */
export {
  BASE_COLUMNS,
  type ColumnKind,
  type ExportColumn,
  exportColumns,
  FINANCIAL_COLUMNS,
  showsFinancial,
} from "./export-columns";
export { type ExportTotals, exportTotals, type HeaderLine, headerLines } from "./export-summary";
export type {
  ListExport,
  ListExportElement,
  ListExportList,
  ListExportPricing,
  ListExportViewer,
} from "./list-export";
export { renderListPdf } from "./render-list-pdf";
export { renderListXlsx } from "./render-list-xlsx";
export { sheetName } from "./sheet-name";
