import type { ExportColumn } from "./export-columns";
import { exportText } from "./export-texts";
import { drawText, type PdfContext } from "./pdf-text";

/** Core spec 9: the PDF's page geometry in points (A4 landscape is 841.89 x 595.28). */
export const PDF_PAGE = {
  margin: 36,
  footerBand: 24,
  fontSize: 8,
  headerFontSize: 7,
  rowHeight: 14,
  headerRowHeight: 24,
  padding: 3,
};

/** Core spec 9: a table column placed on the page. */
export type PlacedColumn = { column: ExportColumn; x: number; width: number };

/** Core spec 9: shares the width between the margins among the columns by their weights. */
export function placeColumns(context: PdfContext, columns: readonly ExportColumn[]): PlacedColumn[] {
  const { doc } = context;
  const available = doc.page.width - 2 * PDF_PAGE.margin;
  const weights = columns.reduce((sum, column) => sum + column.weight, 0);
  let x = PDF_PAGE.margin;
  return columns.map((column) => {
    const width = (available * column.weight) / weights;
    const placed = { column, x, width };
    x += width;
    return placed;
  });
}

/** Core spec 9: the lowest y a row may start at before the table breaks to a new page. */
function lastRowTop(context: PdfContext): number {
  return context.doc.page.height - PDF_PAGE.margin - PDF_PAGE.footerBand - PDF_PAGE.rowHeight;
}

/** Core spec 9: draws the table's header row (grey band, bold titles on up to 2 lines), returns the next y. */
export function drawTableHeader(context: PdfContext, placed: readonly PlacedColumn[], y: number): number {
  const { doc } = context;
  const first = placed[0];
  const last = placed[placed.length - 1];
  if (first && last)
    doc.rect(first.x, y, last.x + last.width - first.x, PDF_PAGE.headerRowHeight).fill("#e7e6e6");
  for (const { column, x, width } of placed)
    drawText(context, exportText(context.language, column.headerKey), x + PDF_PAGE.padding, y + 2, {
      size: PDF_PAGE.headerFontSize,
      bold: true,
      lines: 2,
      width: width - 2 * PDF_PAGE.padding,
      align: column.kind === "text" ? "left" : "right",
    });
  return y + PDF_PAGE.headerRowHeight;
}

/** Core spec 9: draws one row of cell texts, numbers right-aligned, and returns the next y. */
export function drawRow(
  context: PdfContext,
  placed: readonly PlacedColumn[],
  cells: readonly string[],
  y: number,
  bold = false,
): number {
  placed.forEach(({ column, x, width }, index) => {
    drawText(context, cells[index] ?? "", x + PDF_PAGE.padding, y + 3, {
      size: PDF_PAGE.fontSize,
      bold,
      width: width - 2 * PDF_PAGE.padding,
      align: column.kind === "text" ? "left" : "right",
    });
  });
  return y + PDF_PAGE.rowHeight;
}

/**
 * Core spec 9: the y of the next row: the same page while it fits above the footer band, else a new page that
 * starts with the table's header row again.
 */
export function roomForRow(context: PdfContext, placed: readonly PlacedColumn[], y: number): number {
  if (y <= lastRowTop(context)) return y;
  context.doc.addPage();
  return drawTableHeader(context, placed, PDF_PAGE.margin + PDF_PAGE.footerBand);
}
