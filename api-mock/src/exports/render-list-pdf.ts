import PDFDocument from "pdfkit";
import { exportColumns, showsFinancial } from "./export-columns";
import { cellText, exportTotals, headerLines } from "./export-summary";
import { exportText } from "./export-texts";
import type { ListExport } from "./list-export";
import {
  drawRow,
  drawTableHeader,
  layoutRow,
  PDF_PAGE,
  type PlacedColumn,
  placeColumns,
  roomForRow,
  rowHeight,
} from "./pdf-table";
import { drawText, type PdfContext, pdfContext } from "./pdf-text";
import { ROWS_PER_CHUNK, yieldToEventLoop } from "./yield-to-event-loop";

const CONFIDENTIAL_COLOUR = "#c00000";
const HEADER_COLUMNS = 4;

function drawHeaderBlock(context: PdfContext, input: ListExport): number {
  const { doc } = context;
  const width = doc.page.width - 2 * PDF_PAGE.margin;
  let y = PDF_PAGE.margin + PDF_PAGE.footerBand;
  drawText(context, input.list.title, PDF_PAGE.margin, y, { size: 16, bold: true, width });
  y += 24;
  if (input.list.description) {
    drawText(context, input.list.description, PDF_PAGE.margin, y, { size: 9, width });
    y += 14;
  }
  const lines = headerLines(input);
  const cellWidth = width / HEADER_COLUMNS;
  lines.forEach(({ label, value }, index) => {
    const x = PDF_PAGE.margin + (index % HEADER_COLUMNS) * cellWidth;
    const row = Math.floor(index / HEADER_COLUMNS);
    drawText(context, `${label}: ${value}`, x, y + row * 13, {
      size: 8,
      width: cellWidth - 6,
      color: "#404040",
    });
  });
  return y + Math.ceil(lines.length / HEADER_COLUMNS) * 13 + 10;
}

async function drawElements(context: PdfContext, input: ListExport, placed: PlacedColumn[], top: number) {
  let y = drawTableHeader(context, placed, top);
  for (let start = 0; start < input.elements.length; start += ROWS_PER_CHUNK) {
    for (const element of input.elements.slice(start, start + ROWS_PER_CHUNK)) {
      const texts = placed.map(({ column }) =>
        cellText(column.kind, column.value(element, context.language), input),
      );
      const cells = layoutRow(context, placed, texts);
      y = roomForRow(context, placed, y, rowHeight(cells));
      y = drawRow(context, placed, cells, y);
    }
    await yieldToEventLoop();
  }
  return y;
}

function drawTotals(context: PdfContext, input: ListExport, placed: PlacedColumn[], top: number): void {
  const totals = exportTotals(input, showsFinancial(input));
  const byColumn: Record<string, number | null> = {
    quantity: totals.totalQuantity,
    totalPieces: totals.totalPieces,
    totalPrice: totals.totalAmount,
  };
  const cells = placed.map(({ column }) => cellText(column.kind, byColumn[column.id] ?? null, input));
  cells[0] = exportText(context.language, "exports.total");
  let y = roomForRow(context, placed, top);
  context.doc
    .moveTo(PDF_PAGE.margin, y)
    .lineTo(context.doc.page.width - PDF_PAGE.margin, y)
    .stroke("#000000");
  y = drawRow(
    context,
    placed,
    cells.map((cell) => [cell]),
    y,
    true,
  );
  if (totals.totalGgp === null) return;
  const ggp = placed.map(({ column }) =>
    column.id === "totalPrice" ? cellText("money", totals.totalGgp, input) : "",
  );
  ggp[0] = exportText(context.language, "exports.totalGgp");
  drawRow(
    context,
    placed,
    ggp.map((cell) => [cell]),
    roomForRow(context, placed, y),
    true,
  );
}

/** Page numbers "x / y" on every page and, with financial data, "Confidential" at the top and bottom of each. */
function decoratePages(context: PdfContext, financial: boolean): void {
  const { doc } = context;
  const { start, count } = doc.bufferedPageRange();
  const confidential = exportText(context.language, "exports.confidential");
  const notice = exportText(context.language, "exports.confidentialNotice");
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing into the bottom margin must not make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * PDF_PAGE.margin;
    const footerY = doc.page.height - PDF_PAGE.margin - 10;
    const pageNumber = `${index - start + 1} / ${count}`;
    drawText(context, pageNumber, PDF_PAGE.margin, footerY, { size: 8, width, align: "right" });
    if (!financial) continue;
    const style = { size: 9, bold: true, color: CONFIDENTIAL_COLOUR, width };
    drawText(context, confidential, PDF_PAGE.margin, PDF_PAGE.margin, { ...style, align: "right" });
    drawText(context, notice, PDF_PAGE.margin, footerY, { ...style, size: 8, width: width * 0.8 });
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/**
 * Core spec 9: the list as an A4 landscape PDF: header block, a table whose header row repeats on every page,
 * totals, page numbers "x / y", and "Confidential" on every page when the financial columns are included. Fonts
 * that cover Latin, Cyrillic, Japanese and Chinese are embedded (subset) as the texts need them.
 */
export async function renderListPdf(input: ListExport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: PDF_PAGE.margin,
    bufferPages: true,
    info: { Title: input.list.title, Creator: "Product Catalogue", CreationDate: input.exportedAt },
  });
  const output = collect(doc);
  const context = pdfContext(doc, input.viewer.language);
  const financial = showsFinancial(input);
  const placed = placeColumns(context, exportColumns(input));
  const tableTop = drawHeaderBlock(context, input);
  const tableEnd = await drawElements(context, input, placed, tableTop);
  drawTotals(context, input, placed, tableEnd);
  decoratePages(context, financial);
  doc.end();
  return output;
}
