import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./date-format";

describe("formatDate and formatDateTime (core spec 9)", () => {
  const lateEvening = "2026-11-20T23:30:00Z";

  it("writes yyyy-MMM-dd in the given time zone", () => {
    expect(formatDate(lateEvening, { timeZone: "UTC", language: "en" })).toBe("2026-Nov-20");
    expect(formatDate(lateEvening, { timeZone: "Europe/Berlin", language: "en" })).toBe("2026-Nov-21");
  });

  it("writes yyyy-MMM-dd HH:mm on a 24-hour clock", () => {
    expect(formatDateTime(lateEvening, { timeZone: "Europe/Berlin", language: "en" })).toBe(
      "2026-Nov-21 00:30",
    );
    expect(formatDateTime(new Date(lateEvening), { timeZone: "America/New_York", language: "en" })).toBe(
      "2026-Nov-20 18:30",
    );
  });

  it("abbreviates the month in the interface language, without a trailing dot", () => {
    expect(formatDate("2026-03-05T12:00:00Z", { timeZone: "UTC", language: "de" })).toBe("2026-Mär-05");
    expect(formatDate("2026-11-05T12:00:00Z", { timeZone: "UTC", language: "fr" })).toBe("2026-nov-05");
  });

  it("refuses text that is not a date", () => {
    expect(() => formatDate("yesterday", { timeZone: "UTC", language: "en" })).toThrow(RangeError);
  });
});
