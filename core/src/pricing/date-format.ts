import { cachedDateTimeFormat } from "./intl-format-cache";

/** Core spec 9: what date formatting needs: the IANA time zone to show the moment in and the interface language. */
export type DateFormatOptions = { timeZone: string; language: string };

type DateParts = { year: string; month: string; day: string; hour: string; minute: string };

function partsOf(moment: Date | string, { timeZone, language }: DateFormatOptions): DateParts {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(moment)}`);
  const numeric = cachedDateTimeFormat("en", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    numeric.find((p) => p.type === type)?.value ?? "";
  // The stand-alone short month, without the abbreviation dot some languages add ("nov." => "nov").
  const month = cachedDateTimeFormat(language, { timeZone, month: "short" }).format(date).replace(/\.$/, "");
  return { year: part("year"), month, day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** Core spec 9: a date as yyyy-MMM-dd (2026-Nov-20), the month abbreviated in the interface language. */
export function formatDate(moment: Date | string, options: DateFormatOptions): string {
  const { year, month, day } = partsOf(moment, options);
  return `${year}-${month}-${day}`;
}

/** Core spec 9: a date and time as yyyy-MMM-dd HH:mm (2026-Nov-20 14:05), 24-hour clock. */
export function formatDateTime(moment: Date | string, options: DateFormatOptions): string {
  const { year, month, day, hour, minute } = partsOf(moment, options);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
