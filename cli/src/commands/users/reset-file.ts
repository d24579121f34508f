import { parseCsvRecords } from "@catalogue/core/rules";
import * as z from "zod";

/** One user a reset file names: by e-mail or id, with the line it is on. */
export interface ResetRow {
  readonly line: number;
  /** The e-mail or id as written. */
  readonly user: string;
}

/** A reset file read: the users it names, or the problems of its rows (then nothing may be done). */
export interface ResetFile {
  readonly rows: readonly ResetRow[];
  readonly problems: readonly string[];
}

const Email = z.email();

/**
 * A CSV file of users to reset: a header row with an `email` column (or `id`), then one user per row. Every bad row
 * is reported with its line: an empty cell, a malformed e-mail or id, a user named twice.
 */
export function readResetFile(text: string): ResetFile {
  let records: ReturnType<typeof parseCsvRecords>;
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    return { rows: [], problems: [error instanceof Error ? error.message : String(error)] };
  }
  const [header, ...body] = records;
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const emailColumn = columns.indexOf("email");
  const column = emailColumn >= 0 ? emailColumn : columns.indexOf("id");
  if (!header || column < 0) {
    return { rows: [], problems: ["line 1: the header needs an email column (or an id column)"] };
  }
  const byEmail = emailColumn >= 0;
  const rows: ResetRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const value = (record.cells[column] ?? "").trim();
    const name = byEmail ? "e-mail" : "id";
    if (value === "") {
      problems.push(`line ${record.line}: no ${name}`);
      continue;
    }
    if (byEmail ? !Email.safeParse(value).success : !/^\d+$/.test(value)) {
      problems.push(`line ${record.line}: "${value}" is not ${byEmail ? "an e-mail address" : "a user id"}`);
      continue;
    }
    const key = value.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push(`line ${record.line}: ${value} is already on line ${earlier}`);
      continue;
    }
    seen.set(key, record.line);
    rows.push({ line: record.line, user: value });
  }
  if (rows.length === 0 && problems.length === 0) problems.push("the file names no users");
  return { rows, problems };
}
