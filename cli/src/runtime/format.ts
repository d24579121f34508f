import { formatDateTime } from "@catalogue/core/pricing";

/** Core spec 9: a moment as yyyy-MMM-dd HH:mm in the user's time zone (TZ), in English. */
export function dateTime(moment: string | Date | null): string {
  if (moment === null) return "-";
  return formatDateTime(moment, {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: "en",
  });
}

/** A duration for people: 850 ms, 12.4 s, 3 min 05 s, 1 h 02 min. */
export function duration(ms: number | null): string {
  if (ms === null) return "-";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(Math.floor(seconds % 60)).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** A whole number with thousands separators (12,034). */
export function count(value: number): string {
  return value.toLocaleString("en");
}

/** "1 user", "3 users". */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}
