import type { UserListItem } from "@catalogue/core/api";
import type { UserListRow } from "./users-list.repository";

/** The UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const UTF8_BOM = "\uFEFF";

/** Supplement 7 (users CSV downloads): the columns, in order, and how each is read from a row. */
const COLUMNS: readonly [string, (entry: CsvEntry) => string][] = [
  ["id", ({ item }) => String(item.id)],
  ["name", ({ item }) => item.name],
  ["surname", ({ item }) => item.surname],
  ["email", ({ item }) => item.email],
  ["username", ({ item }) => item.username],
  ["role", ({ item }) => item.role],
  ["roles", ({ row, countryTitles }) => rolesCell(row, countryTitles)],
  ["country", ({ item }) => item.country ?? ""],
  ["company", ({ item }) => item.company ?? ""],
  ["function", ({ item }) => item.organizationRole ?? ""],
  ["scpStatus", ({ item }) => item.scpStatus ?? ""],
  ["enabled", ({ item }) => String(item.enabled)],
  ["admin", ({ item }) => String(item.admin)],
  ["lastLogin", ({ item }) => item.lastLogin ?? ""],
  ["createdAt", ({ item }) => item.createdAt],
];

/** One user to write, with the stored roles (a role in every country is written once, as "*"). */
export interface CsvEntry {
  item: UserListItem;
  row: UserListRow;
  countryTitles: ReadonlyMap<number, string>;
}

/**
 * RFC 4180 quoting: a field with a comma, quote, CR or LF is quoted and its quotes doubled. A field that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe, so a name cannot inject one.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line, with the BOM in front (the first chunk of the stream). */
export function csvHeader(): string {
  return `${UTF8_BOM}${COLUMNS.map(([name]) => csvField(name)).join(",")}\r\n`;
}

/** One user's line. */
export function csvLine(entry: CsvEntry): string {
  return `${COLUMNS.map(([, read]) => csvField(read(entry))).join(",")}\r\n`;
}

function rolesCell(row: UserListRow, countryTitles: ReadonlyMap<number, string>): string {
  return row.roles
    .map(
      (held) =>
        `${held.role}:${held.countryId === null ? "*" : (countryTitles.get(held.countryId) ?? held.countryId)}`,
    )
    .join(" ");
}

/** Streams the CSV as UTF-8 bytes, pulling rows from `entries` only as fast as the client reads. */
export function csvStream(entries: AsyncIterable<CsvEntry>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = entries[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader()));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
