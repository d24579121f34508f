// The CSV reader lives in core: the admin CLI reads its role-reset files with the same rules.
export { type CsvRecord, parseCsv, parseCsvRecords } from "@catalogue/core/rules";
