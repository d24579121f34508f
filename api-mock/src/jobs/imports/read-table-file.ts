import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type ImportTable, importColumns, requiredImportColumns } from "@catalogue/core/rules";
import type ExcelJS from "exceljs";
import { parseCsvRecords } from "./parse-csv";

/** A file's format, shown as the record's table type. */
export type TableFileType = "CSV" | "XLSX";

/** One data row of a file: its 1-based line (the header is line 1) and its cells by column name. */
export interface FileRow {
  line: number;
  cells: Record<string, unknown>;
}

/** What a table's file holds, or why it cannot be read as that table. */
export interface TableFile {
  fileName: string;
  type: TableFileType;
  rows: FileRow[];
  /** Header problems (a required column missing, an unknown column); the rows are not read then. */
  headerErrors: string[];
}

/** The file of a table in the import folder, `<table>.csv` or `<table>.xlsx` (CSV first). */
export function findTableFile(importDir: string, table: ImportTable): string | undefined {
  return [".csv", ".xlsx"]
    .map((ext) => path.join(importDir, `${table}${ext}`))
    .find((file) => existsSync(file));
}

/** Reads a CSV or XLSX (first worksheet) file of a table: a header row naming the columns, then the rows. */
export async function readTableFile(file: string, table: ImportTable): Promise<TableFile> {
  const type: TableFileType = file.toLowerCase().endsWith(".xlsx") ? "XLSX" : "CSV";
  const records = type === "CSV" ? parseCsvRecords(await readFile(file, "utf8")) : await readXlsx(file);
  const [header = { line: 1, cells: [] }, ...data] = records;
  const names = header.cells.map((cell) => String(cell ?? "").trim());
  const columns = importColumns(table);
  const headerErrors = [
    ...requiredImportColumns(table)
      .filter((column) => !names.includes(column))
      .map((column) => `Missing column ${column}`),
    ...names.filter((name) => !columns.includes(name)).map((name) => `Unknown column ${name || "(blank)"}`),
  ];
  const rows = data.map((record) => ({
    line: record.line,
    cells: Object.fromEntries(names.map((name, column) => [name, record.cells[column] ?? ""])),
  }));
  return { fileName: path.basename(file), type, rows: headerErrors.length > 0 ? [] : rows, headerErrors };
}

interface NumberedRecord {
  line: number;
  cells: unknown[];
}

/** The first worksheet's rows as cell values (text, numbers; formulas give their result; empty rows skipped). */
async function readXlsx(file: string): Promise<NumberedRecord[]> {
  // exceljs loads with the first XLSX import, not at start: some 20 MB of RSS a server that imports CSV never needs.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: NumberedRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: unknown[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellValue(row.getCell(column).value));
    records.push({ line: row.number, cells });
  });
  return records;
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object" || value instanceof Date) return value;
  if ("result" in value) return value.result ?? "";
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return value.text;
  return String(value);
}
