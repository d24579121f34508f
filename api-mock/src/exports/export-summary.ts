import {
  formatDateTime,
  formatMoney,
  formatNumber,
  listTotals,
  numberLocaleFor,
} from "@catalogue/core/pricing";
import type { ColumnKind } from "./export-columns";
import { showsPrices, unitPrice } from "./export-columns";
import { exportText } from "./export-texts";
import type { ListExport } from "./list-export";

/** Core spec 9: one labelled line of the header block above the table. */
export type HeaderLine = { label: string; value: string };

/** Core spec 9: the header block: list type, country, currency, owner and dates (yyyy-MMM-dd HH:mm). */
export function headerLines(input: ListExport): HeaderLine[] {
  const { list, viewer } = input;
  const language = viewer.language;
  const when = (moment: Date | string): string =>
    formatDateTime(moment, { timeZone: viewer.timeZone, language });
  const line = (key: string, value: string): HeaderLine => ({ label: exportText(language, key), value });
  return [
    line("exports.header.type", exportText(language, `exports.listType.${list.type}`)),
    line("exports.header.country", list.countryName ?? "–"),
    line("exports.header.currency", list.currency),
    line("exports.header.owner", list.ownerName ?? "–"),
    line("exports.header.createdAt", when(list.createdAt)),
    line("exports.header.lastUpdatedAt", when(list.lastUpdatedAt)),
    line("exports.header.exportedAt", when(input.exportedAt)),
  ];
}

/** Core spec 9: the totals row: packages, pieces, the amount for price viewers and, with financial data, GGP. */
export type ExportTotals = {
  totalQuantity: number;
  totalPieces: number;
  totalAmount: number | null;
  totalGgp: number | null;
};

/**
 * Core spec 9 "a cart total sums quantity times price", through core's `listTotals`. The amount goes to every
 * caller who may see prices (the customer's grand total); the GGP total only into the internal export.
 */
export function exportTotals(input: ListExport, financial: boolean): ExportTotals {
  const lines = input.elements.map((element) => ({
    quantity: element.quantity,
    price: unitPrice(element),
    piecesPerPackage: element.piecesPerPackage,
  }));
  const totals = listTotals(lines);
  const ggp = listTotals(
    lines.map((line, index) => ({ ...line, price: input.elements[index]?.pricing?.ggpUnitPrice })),
  );
  return {
    totalQuantity: totals.totalQuantity,
    totalPieces: totals.totalPieces,
    totalAmount: financial || showsPrices(input) ? totals.totalAmount : null,
    totalGgp: financial ? ggp.totalAmount : null,
  };
}

/** Core spec 9: a cell's text for the PDF, numbers by the viewer's separator, money as core formats it. */
export function cellText(kind: ColumnKind, value: string | number | null, input: ListExport): string {
  if (value === null) return "";
  if (typeof value === "string") return value;
  const { separator } = input.viewer;
  if (kind === "money") return formatMoney(value, input.list.currency, numberLocaleFor(separator));
  if (kind === "percent") return `${formatNumber(value, separator)} %`;
  return formatNumber(value, separator, { fractionDigits: kind === "integer" ? 0 : undefined });
}
