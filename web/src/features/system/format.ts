import type { TFunction } from "i18next";

/** A moment as a date and time in the interface language; a dash when there is none. */
export function formatMoment(language: string, moment: string | null): string {
  if (!moment) return "–";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(moment),
  );
}

/** An import's duration (milliseconds) in seconds, or "running" while it has not finished. */
export function formatDuration(t: TFunction, language: string, ms: number | null): string {
  if (ms === null) return t("system.imports.notFinished");
  const seconds = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000);
  return t("system.imports.seconds", { seconds });
}

/** A figure in the interface language (at most two decimals). */
export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
