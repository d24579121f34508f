import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { formatDate, formatDateTime } from "./date-format";

const momentArb = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2099-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const zoneArb = fc.constantFrom(
  "UTC",
  "Europe/Berlin",
  "America/New_York",
  "Asia/Tokyo",
  "Australia/Adelaide",
);
const languageArb = fc.constantFrom(...LANGUAGES);

describe("date formatting properties (core spec 9)", () => {
  it("writes a four-digit year, a month abbreviation (no trailing dot) and a two-digit day, in every language and zone", () => {
    fc.assert(
      fc.property(momentArb, zoneArb, languageArb, (moment, timeZone, language) => {
        expect(formatDate(moment, { timeZone, language })).toMatch(/^\d{4}-[^\s-]*[^\s\d.-]-\d{2}$/u);
      }),
      { numRuns: 300 },
    );
  });

  it("writes the date-time as the date followed by a 24-hour time", () => {
    fc.assert(
      fc.property(momentArb, zoneArb, languageArb, (moment, timeZone, language) => {
        const dateTime = formatDateTime(moment, { timeZone, language });
        const [date, time] = dateTime.split(" ");
        expect(date).toBe(formatDate(moment, { timeZone, language }));
        expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with the UTC calendar day when the zone is UTC", () => {
    fc.assert(
      fc.property(momentArb, (moment) => {
        const [year, , day] = formatDate(moment, { timeZone: "UTC", language: "en" }).split("-");
        expect(Number(year)).toBe(moment.getUTCFullYear());
        expect(Number(day)).toBe(moment.getUTCDate());
      }),
      { numRuns: 300 },
    );
  });
});
