import ExcelJS from "exceljs";

/** Core spec 9 (tests): the first sheet of an XLSX buffer, parsed back with exceljs as a spreadsheet would. */
export async function readFirstSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("workbook without a sheet");
  return sheet;
}

/** Core spec 9 (tests): every cell of a sheet as display values (formulas give their cached result). */
export function sheetValues(sheet: ExcelJS.Worksheet): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: (string | number | null)[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      values.push(
        value === null || value === undefined
          ? null
          : typeof value === "object" && "result" in value
            ? (value.result as number)
            : (value as string | number),
      );
    }
    rows[rowNumber - 1] = values;
  });
  return rows;
}

/** Core spec 9 (tests): the 1-based number of the first row whose first cell is `text`, or -1. */
export function rowStartingWith(sheet: ExcelJS.Worksheet, text: string): number {
  let found = -1;
  sheet.eachRow((row, rowNumber) => {
    if (found < 0 && row.getCell(1).value === text) found = rowNumber;
  });
  return found;
}
