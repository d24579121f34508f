import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { plural } from "../../runtime/format";

/** A 1-based page number from --page (people count from 1; the API from 0). */
export function pageNumber(option: unknown): number {
  if (option === undefined) return 1;
  const page = Number(option);
  if (!Number.isInteger(page) || page < 1)
    throw new UserError("--page is a whole number from 1", ExitCode.usage);
  return page;
}

/** "page 1 of 3 (25 imports); next: catalogue imports list --page 2". */
export function pageFooter(
  page: number,
  pageCount: number,
  total: number,
  noun: string,
  command: string,
): string {
  const next = page < pageCount ? `; next: ${command} --page ${page + 1}` : "";
  return `page ${page} of ${pageCount} (${plural(total, noun)})${next}`;
}
