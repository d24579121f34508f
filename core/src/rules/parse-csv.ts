// Supplement 7: the CSV files of table imports and of the admin CLI's role resets, read one way.

/** One CSV record and the physical line of the file it starts on (1-based; the header is usually line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV as the import files use it: comma or semicolon separated (the header decides),
 * fields in double quotes may hold separators, line breaks and doubled quotes; CRLF or LF; a UTF-8 BOM is dropped.
 * Returns the records with the line each starts on, so a row error names the line an editor shows even after a
 * quoted line break; an empty line is skipped (it still counts as a line).
 */
export function parseCsvRecords(input: string): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, "");
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        cell += char;
        // A line break inside quotes is kept in the cell, and still moves the file to its next line.
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line += 1;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      record.push(cell);
      pushRecord(records, recordLine, record);
      line += 1;
      recordLine = line;
      record = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) throw new Error("The file ends inside a quoted field");
  record.push(cell);
  pushRecord(records, recordLine, record);
  return records;
}

/** The records' cells only (see `parseCsvRecords`). */
export function parseCsv(input: string): string[][] {
  return parseCsvRecords(input).map((record) => record.cells);
}

function pushRecord(records: CsvRecord[], line: number, cells: string[]): void {
  if (cells.length === 1 && cells[0] === "") return;
  records.push({ line, cells });
}

/** Spreadsheet programs in many European locales write ";" : the first line says which one the file uses. */
function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
}
