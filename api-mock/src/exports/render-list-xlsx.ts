import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { type ExportColumn, exportColumns, isOutsideCorridor, showsFinancial } from "./export-columns";
import { exportTotals, headerLines } from "./export-summary";
import { exportText } from "./export-texts";
import type { ListExport } from "./list-export";
import { sheetName } from "./sheet-name";
import { columnFormat } from "./xlsx-number-formats";
import { ROWS_PER_CHUNK, yieldToEventLoop } from "./yield-to-event-loop";

const CONFIDENTIAL_COLOUR = "FFC00000";
const HEADER_FILL = "FFE7E6E6";
/** The internal export's mark of a line outside its GGP corridor (a light red fill behind the whole line). */
const OUTSIDE_CORRIDOR_FILL = "FFFDE2E2";
/** The OOXML paper-size code of A4. */
const A4 = 9;
/** Native zlib at level 1: a third of the default's time for a file a fifth larger. */
const FAST_DEFLATE = { zlib: { level: 1 } };

type Sheet = ExcelJS.Worksheet;

/** Page header and footer codes treat "&" as a command: a literal one is written twice. */
const literal = (text: string): string => text.replace(/&/g, "&&");

function addHeaderBlock(sheet: Sheet, input: ListExport, financial: boolean): void {
  const { list, viewer } = input;
  const title = sheet.addRow([list.title]);
  title.font = { bold: true, size: 14 };
  if (financial) {
    const notice = sheet.addRow([exportText(viewer.language, "exports.confidentialNotice")]);
    notice.font = { bold: true, color: { argb: CONFIDENTIAL_COLOUR } };
  }
  if (list.description) sheet.addRow([list.description]);
  for (const { label, value } of headerLines(input)) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);
}

function addTableHeader(sheet: Sheet, input: ListExport, columns: readonly ExportColumn[]): number {
  const row = sheet.addRow(columns.map((column) => exportText(input.viewer.language, column.headerKey)));
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: "thin" } };
  });
  return row.number;
}

type CellStyle = Partial<ExcelJS.Style>;

/**
 * The styles of an element row's cells, one object per column, shared by every row: exceljs finds a style it has
 * seen by the object's identity, while a style of each cell's own is written out and compared as XML (most of a
 * 1,000-line sheet's time). The second set adds the fill of core spec 2.3 / 9 (price corridor guard) that marks a
 * line of the internal export whose price is outside its corridor.
 */
function elementStyles(sheet: Sheet, width: number): { inside: CellStyle[]; outside: CellStyle[] } {
  const outsideFill: ExcelJS.Fill = {
    type: "pattern",
    pattern: "solid",
    fgColor: { argb: OUTSIDE_CORRIDOR_FILL },
  };
  const inside = Array.from({ length: width }, (_, index): CellStyle => {
    const { numFmt } = sheet.getColumn(index + 1);
    return numFmt ? { numFmt } : {};
  });
  return { inside, outside: inside.map((style) => ({ ...style, fill: outsideFill })) };
}

async function addElements(sheet: Sheet, input: ListExport, columns: readonly ExportColumn[]) {
  const { language } = input.viewer;
  // Only the internal export carries the corridor column; the customer's never shows the mark.
  const marksCorridor = columns.some((column) => column.id === "ggpCorridor");
  const styles = elementStyles(sheet, columns.length);
  for (let start = 0; start < input.elements.length; start += ROWS_PER_CHUNK) {
    for (const element of input.elements.slice(start, start + ROWS_PER_CHUNK)) {
      const row = sheet.addRow(columns.map((column) => column.value(element, language)));
      const rowStyles = marksCorridor && isOutsideCorridor(element) ? styles.outside : styles.inside;
      rowStyles.forEach((style, index) => {
        row.getCell(index + 1).style = style;
      });
    }
    // Committing writes the rows so far into the zip stream and frees them: memory stays flat for long lists.
    sheet.lastRow?.commit();
    await yieldToEventLoop();
  }
}

function totalCell(sheet: Sheet, column: number, rows: { first: number; last: number }, total: number) {
  if (rows.last < rows.first) return total;
  const letter = sheet.getColumn(column).letter;
  return { formula: `SUM(${letter}${rows.first}:${letter}${rows.last})`, result: total };
}

function addTotals(sheet: Sheet, input: ListExport, columns: readonly ExportColumn[], firstRow: number) {
  const { language } = input.viewer;
  const totals = exportTotals(input, showsFinancial(input));
  const rows = { first: firstRow, last: firstRow + input.elements.length - 1 };
  const byColumn: Record<string, number | null> = {
    quantity: totals.totalQuantity,
    totalPieces: totals.totalPieces,
    totalPrice: totals.totalAmount,
  };
  const values = columns.map((column, index): ExcelJS.CellValue => {
    const total = byColumn[column.id];
    return total == null ? null : totalCell(sheet, index + 1, rows, total);
  });
  values[0] = exportText(language, "exports.total");
  const row = sheet.addRow(values);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.border = { top: { style: "thin" } };
  });
  if (totals.totalGgp !== null) {
    const ggpColumn = columns.findIndex((column) => column.id === "totalPrice");
    const ggp = sheet.addRow([exportText(language, "exports.totalGgp")]);
    ggp.getCell(ggpColumn + 1).value = totals.totalGgp;
    ggp.font = { bold: true };
  }
}

/** The row of the table's header: title, notice, description, header lines and a blank row come first. */
function tableHeaderRow(input: ListExport, financial: boolean): number {
  return 1 + (financial ? 1 : 0) + (input.list.description ? 1 : 0) + headerLines(input).length + 1 + 1;
}

/**
 * Page setup, frozen header and page header/footer. The streaming writer writes the sheet's opening (views,
 * fit-to-page) when the sheet is added, so these are known before the first row.
 */
function sheetOptions(input: ListExport, financial: boolean): Partial<ExcelJS.AddWorksheetOptions> {
  const { language } = input.viewer;
  const headerRow = tableHeaderRow(input, financial);
  const confidential = literal(exportText(language, "exports.confidential"));
  const title = literal(input.list.title);
  return {
    views: [{ state: "frozen", ySplit: headerRow }],
    pageSetup: {
      orientation: "landscape",
      paperSize: A4,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${headerRow}:${headerRow}`,
    },
    headerFooter: financial
      ? {
          oddHeader: `&L&"-,Bold"&KC00000${confidential}&R${title}`,
          oddFooter: `&L${literal(exportText(language, "exports.confidentialNotice"))}&R&P / &N`,
        }
      : { oddHeader: `&R${title}`, oddFooter: "&R&P / &N" },
  };
}

/**
 * Core spec 9: the list as an Excel workbook: header block, a table with localized headers and number formats,
 * the status column, a totals row, and, when financial data is shown, the confidential columns and a
 * "Confidential" marking in the page header, footer and a visible cell.
 */
export async function renderListXlsx(input: ListExport): Promise<Buffer> {
  const financial = showsFinancial(input);
  const columns = exportColumns(input);
  const { currency } = input.list;
  const stream = new PassThrough();
  const output = collect(stream);
  // The streaming writer turns rows into XML as they are committed and zips with Node's zlib: the event loop is
  // never held for the whole sheet, as the in-memory workbook's writeBuffer holds it.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    zip: FAST_DEFLATE,
  });
  workbook.creator = "Product Catalogue";
  workbook.created = input.exportedAt;
  const fallbackName = exportText(input.viewer.language, `exports.listType.${input.list.type}`);
  const sheet = workbook.addWorksheet(
    sheetName(input.list.title, fallbackName),
    sheetOptions(input, financial),
  );
  sheet.columns = columns.map((column) => {
    const numFmt = columnFormat(column.kind, currency, input.viewer.separator);
    return {
      key: column.id,
      width: Math.round(column.weight * 12),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  addHeaderBlock(sheet, input, financial);
  const headerRow = addTableHeader(sheet, input, columns);
  if (headerRow !== tableHeaderRow(input, financial))
    throw new Error("XLSX header block changed: update tableHeaderRow");
  await addElements(sheet, input, columns);
  addTotals(sheet, input, columns, headerRow + 1);
  sheet.commit();
  await workbook.commit();
  return output;
}

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}
