import { lineTotal } from "@catalogue/core/pricing";
import { statusLabelKey } from "@catalogue/core/status";
import { exportText } from "./export-texts";
import type { ListExport, ListExportElement } from "./list-export";

/** Core spec 9: how a column's values are written: text, whole numbers, money in the list currency, percent. */
export type ColumnKind = "text" | "integer" | "money" | "percent";

/** Core spec 9: one column of the exported table; `weight` shares the PDF page width between columns. */
export type ExportColumn = {
  id: string;
  headerKey: string;
  kind: ColumnKind;
  weight: number;
  value: (element: ListExportElement, language: string) => string | number | null;
};

/** Core spec 9: the price one package costs the customer: the net price when there is one, else the CRP. */
export function unitPrice(element: ListExportElement): number | null {
  return element.pricing?.netPrice ?? element.pricing?.crp ?? null;
}

const title = (element: ListExportElement): string =>
  element.subtitle ? `${element.title}, ${element.subtitle}` : element.title;

/** Core spec 9: the columns every export has, whoever reads it. */
export const BASE_COLUMNS: readonly ExportColumn[] = [
  {
    id: "partNumber",
    headerKey: "exports.column.partNumber",
    kind: "text",
    weight: 1.4,
    value: (e) => e.partNumber,
  },
  { id: "title", headerKey: "exports.column.title", kind: "text", weight: 2.8, value: title },
  {
    id: "productGroup",
    headerKey: "exports.column.productGroup",
    kind: "text",
    weight: 1.4,
    value: (e) => e.productGroup,
  },
  {
    id: "status",
    headerKey: "exports.column.status",
    kind: "text",
    weight: 1.6,
    value: (e, language) => exportText(language, statusLabelKey(e.status.label)),
  },
  {
    id: "quantity",
    headerKey: "exports.column.quantity",
    kind: "integer",
    weight: 1.2,
    value: (e) => e.quantity,
  },
  {
    id: "piecesPerPackage",
    headerKey: "exports.column.piecesPerPackage",
    kind: "integer",
    weight: 1.2,
    value: (e) => e.piecesPerPackage,
  },
  {
    id: "totalPieces",
    headerKey: "exports.column.totalPieces",
    kind: "integer",
    weight: 1.1,
    value: (e) => e.totalPieces,
  },
];

/** Core spec 9, core spec 6: the confidential financial columns, shown only on request and to price viewers. */
export const FINANCIAL_COLUMNS: readonly ExportColumn[] = [
  {
    id: "crp",
    headerKey: "exports.column.crp",
    kind: "money",
    weight: 1.3,
    value: (e) => e.pricing?.crp ?? null,
  },
  {
    id: "discount",
    headerKey: "exports.column.discount",
    kind: "percent",
    weight: 0.9,
    value: (e) => e.pricing?.discount ?? null,
  },
  {
    id: "netPrice",
    headerKey: "exports.column.netPrice",
    kind: "money",
    weight: 1.3,
    value: (e) => e.pricing?.netPrice ?? null,
  },
  {
    id: "ggpUnitPrice",
    headerKey: "exports.column.ggpUnitPrice",
    kind: "money",
    weight: 1.3,
    value: (e) => e.pricing?.ggpUnitPrice ?? null,
  },
  {
    id: "totalPrice",
    headerKey: "exports.column.totalPrice",
    kind: "money",
    weight: 1.4,
    value: (e) => (e.pricing ? lineTotal(e.quantity, unitPrice(e)) : null),
  },
];

/**
 * Core spec 9, core spec 6: financial data goes out only when the caller asked for it AND may see prices,
 * which the input tells by carrying price fields at all.
 */
export function showsFinancial(input: ListExport): boolean {
  return input.includeFinancial && input.elements.some((element) => element.pricing !== undefined);
}

/** Core spec 9: the columns of this export, the financial ones last and only when `showsFinancial`. */
export function exportColumns(input: ListExport): readonly ExportColumn[] {
  return showsFinancial(input) ? [...BASE_COLUMNS, ...FINANCIAL_COLUMNS] : BASE_COLUMNS;
}
