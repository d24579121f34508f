import type { ExportColumn } from "./export-columns";
import { exportText } from "./export-texts";
import { drawText, type PdfContext, wrapText } from "./pdf-text";

/** Core spec 9: the PDF's page geometry in points (A4 landscape is 841.89 x 595.28). */
export const PDF_PAGE = {
  margin: 36,
  footerBand: 24,
  fontSize: 8,
  headerFontSize: 7,
  rowHeight: 14,
  /** Each further line of a wrapped cell (a long product name) adds this much to its row. */
  lineHeight: 10,
  /** A product name longer than this many lines is cut with an ellipsis on the last. */
  maxLines: 8,
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
function lastRowTop(context: PdfContext, height: number): number {
  return context.doc.page.height - PDF_PAGE.margin - PDF_PAGE.footerBand - height;
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

/** Core spec 9: a row's cells, each as the lines it is drawn on (only wrapping columns take more than one). */
export type RowCells = readonly (readonly string[])[];

/** Core spec 9: the row's cells laid out: product names wrap, every other cell stays on one line. */
export function layoutRow(
  context: PdfContext,
  placed: readonly PlacedColumn[],
  cells: readonly string[],
  bold = false,
): RowCells {
  return placed.map(({ column, width }, index) => {
    const text = cells[index] ?? "";
    if (!column.wraps) return [text];
    const style = { size: PDF_PAGE.fontSize, bold, width: width - 2 * PDF_PAGE.padding };
    return wrapText(context, text, style, PDF_PAGE.maxLines);
  });
}

/** Core spec 9: the height of a laid-out row. */
export function rowHeight(cells: RowCells): number {
  const lines = Math.max(1, ...cells.map((cell) => cell.length));
  return PDF_PAGE.rowHeight + (lines - 1) * PDF_PAGE.lineHeight;
}

/** Core spec 9: draws one laid-out row, numbers right-aligned, and returns the next y. */
export function drawRow(
  context: PdfContext,
  placed: readonly PlacedColumn[],
  cells: RowCells,
  y: number,
  bold = false,
): number {
  placed.forEach(({ column, x, width }, index) => {
    (cells[index] ?? []).forEach((line, lineIndex) => {
      drawText(context, line, x + PDF_PAGE.padding, y + 3 + lineIndex * PDF_PAGE.lineHeight, {
        size: PDF_PAGE.fontSize,
        bold,
        width: width - 2 * PDF_PAGE.padding,
        align: column.kind === "text" ? "left" : "right",
      });
    });
  });
  return y + rowHeight(cells);
}

/**
 * Core spec 9: the y of the next row: the same page while it fits above the footer band, else a new page that
 * starts with the table's header row again.
 */
export function roomForRow(
  context: PdfContext,
  placed: readonly PlacedColumn[],
  y: number,
  height: number = PDF_PAGE.rowHeight,
): number {
  if (y <= lastRowTop(context, height)) return y;
  context.doc.addPage();
  return drawTableHeader(context, placed, PDF_PAGE.margin + PDF_PAGE.footerBand);
}
