/**
 * Issue 8 item 5: RFC 4180 CSV as the import files use it: comma or semicolon separated (the header decides),
 * fields in double quotes may hold separators, line breaks and doubled quotes; CRLF or LF; a UTF-8 BOM is dropped.
 * Returns the records as arrays of cells; an empty line is skipped.
 */
export function parseCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, "");
  const separator = detectSeparator(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      record.push(cell);
      pushRecord(records, record);
      record = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) throw new Error("The file ends inside a quoted field");
  record.push(cell);
  pushRecord(records, record);
  return records;
}

function pushRecord(records: string[][], record: string[]): void {
  if (record.length === 1 && record[0] === "") return;
  records.push(record);
}

/** Spreadsheet programs in many European locales write ";" : the first line says which one the file uses. */
function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
}
