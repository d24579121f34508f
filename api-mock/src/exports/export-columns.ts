import { isOutsideGgpCorridor, lineTotal } from "@catalogue/core/pricing";
import { statusLabelKey } from "@catalogue/core/status";
import { exportText, exportTextOr } from "./export-texts";
import type { ListExport, ListExportElement } from "./list-export";

/** Core spec 9: how a column's values are written: text, whole numbers, money in the list currency, percent. */
export type ColumnKind = "text" | "integer" | "money" | "percent";

/** Core spec 9: one column of the exported table; `weight` shares the PDF page width between columns. */
export type ExportColumn = {
  id: string;
  headerKey: string;
  kind: ColumnKind;
  weight: number;
  /** Long values wrap onto further lines in the PDF (product names), instead of being cut. */
  wraps?: boolean;
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
  { id: "title", headerKey: "exports.column.title", kind: "text", weight: 2.8, wraps: true, value: title },
  {
    id: "productGroup",
    headerKey: "exports.column.productGroup",
    kind: "text",
    weight: 1.4,
    wraps: true,
    // The catalogue's group code (NEONATAL_CARE_MATTRESSES) named as the device-group tree names it.
    value: (e, language) =>
      e.productGroup === null
        ? null
        : exportTextOr(language, `catalogueTree.${e.productGroup}`, e.productGroup),
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

/** The line total of one element: packages times the unit price (core `lineTotal`). */
const totalPrice: ExportColumn = {
  id: "totalPrice",
  headerKey: "exports.column.totalPrice",
  kind: "money",
  weight: 1.4,
  value: (e) => (e.pricing ? lineTotal(e.quantity, unitPrice(e)) : null),
};

/**
 * Core spec 9: the prices of the customer-facing export, what a hospital is quoted: the unit price (net price, or
 * the CRP without one) and the line total. No GGP, no discount, nothing internal.
 */
export const CUSTOMER_PRICE_COLUMNS: readonly ExportColumn[] = [
  {
    id: "unitPrice",
    headerKey: "exports.column.unitPrice",
    kind: "money",
    weight: 1.3,
    value: unitPrice,
  },
  totalPrice,
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
  totalPrice,
  {
    id: "ggpCorridor",
    headerKey: "listPrices.export.corridorHeader",
    kind: "text",
    weight: 1.1,
    wraps: true,
    value: (e, language) => (isOutsideCorridor(e) ? exportText(language, "listPrices.export.outside") : null),
  },
];

/** Core spec 2.3 / 9 (price corridor guard): the unit price of the line lies outside its product's GGP corridor. */
export function isOutsideCorridor(element: ListExportElement): boolean {
  return isOutsideGgpCorridor(unitPrice(element), element.pricing?.ggp);
}

/** Core spec 6: the caller may see prices, which the input tells by carrying price fields at all. */
export function showsPrices(input: ListExport): boolean {
  return input.elements.some((element) => element.pricing !== undefined);
}

/**
 * Core spec 9, core spec 6: financial data goes out only when the caller asked for it AND may see prices,
 * which the input tells by carrying price fields at all.
 */
export function showsFinancial(input: ListExport): boolean {
  return input.includeFinancial && showsPrices(input);
}

/**
 * Core spec 9: the columns of this export: the internal financial ones when `showsFinancial`, else the customer's
 * prices for a caller who may see prices, else none.
 */
export function exportColumns(input: ListExport): readonly ExportColumn[] {
  if (showsFinancial(input)) return [...BASE_COLUMNS, ...FINANCIAL_COLUMNS];
  return showsPrices(input) ? [...BASE_COLUMNS, ...CUSTOMER_PRICE_COLUMNS] : BASE_COLUMNS;
}
