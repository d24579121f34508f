import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { separatorArb, signedAmountArb } from "../testing/pricing-arbitraries";
import { formatDateTime } from "./date-format";
import { formatMoney } from "./money-format";
import { formatNumber } from "./number-format";

// The memo shares formatters between calls; these properties mix many shapes in one run, so a formatter handed out
// for the wrong locale, option or time zone would show up as a wrong text somewhere in the sequence.

const fractionDigitsArb = fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined });
const numberRequestArb = fc.record({
  amount: signedAmountArb,
  separator: separatorArb,
  digits: fractionDigitsArb,
});

/** The digits after the decimal mark (comma for COMMA, point otherwise), or "" when there is none. */
function fractionOf(text: string, separator: "COMMA" | "DOT"): string {
  const [, fraction = ""] = text.split(separator === "COMMA" ? "," : ".");
  return fraction;
}

describe("formatting through shared formatters (core spec 9)", () => {
  it("writes each number with its own decimal mark and fraction digits, whatever was formatted before", () => {
    fc.assert(
      fc.property(fc.array(numberRequestArb, { minLength: 1, maxLength: 20 }), (requests) => {
        for (const { amount, separator, digits } of requests) {
          const text = formatNumber(amount, separator, { fractionDigits: digits });
          const fraction = fractionOf(text, separator);
          if (digits === undefined) expect(fraction.length).toBeLessThanOrEqual(2);
          else expect(fraction).toMatch(new RegExp(`^\\d{${digits}}$`));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("writes the same text for a request however the requests around it are ordered", () => {
    fc.assert(
      fc.property(fc.array(numberRequestArb, { minLength: 1, maxLength: 20 }), (requests) => {
        const write = ({ amount, separator, digits }: (typeof requests)[number]) =>
          formatNumber(amount, separator, { fractionDigits: digits });
        const forwards = requests.map(write);
        const backwards = [...requests].reverse().map(write).reverse();
        expect(backwards).toEqual(forwards);
      }),
      { numRuns: 300 },
    );
  });

  it("writes whole yen and euro cents, whichever currency came before", () => {
    const currencyArb = fc.constantFrom("EUR" as const, "JPY" as const);
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 99_999_999 }), currency: currencyArb }), {
          minLength: 1,
          maxLength: 20,
        }),
        (requests) => {
          for (const { cents, currency } of requests) {
            const text = formatMoney(cents / 100, currency, "en");
            expect(/\.\d\d$/.test(text)).toBe(currency === "EUR");
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("shows each moment at its own zone's offset, whichever zone came before", () => {
    // Zones without daylight saving time, so the offset from UTC is the same all year.
    const offsetMinutes = { UTC: 0, "Asia/Tokyo": 9 * 60, "Asia/Kolkata": 5 * 60 + 30 } as const;
    const zoneArb = fc.constantFrom(...(Object.keys(offsetMinutes) as (keyof typeof offsetMinutes)[]));
    const momentArb = fc
      .integer({ min: 0, max: 60 * 24 * 366 * 50 })
      .map((minutes) => new Date(minutes * 60_000));
    fc.assert(
      fc.property(
        fc.array(fc.record({ moment: momentArb, zone: zoneArb }), { minLength: 1, maxLength: 20 }),
        (requests) => {
          for (const { moment, zone } of requests) {
            const local = new Date(moment.getTime() + offsetMinutes[zone] * 60_000);
            const clock = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
            expect(formatDateTime(moment, { timeZone: zone, language: "en" }).endsWith(` ${clock}`)).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("names each month in its own language, whichever language came before", () => {
    const months = {
      en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
      fr: ["janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"],
    } as const;
    const languageArb = fc.constantFrom("en" as const, "fr" as const);
    const requestArb = fc.record({ month: fc.integer({ min: 0, max: 11 }), language: languageArb });
    fc.assert(
      fc.property(fc.array(requestArb, { minLength: 1, maxLength: 20 }), (requests) => {
        for (const { month, language } of requests) {
          const moment = new Date(Date.UTC(2026, month, 15, 12));
          const text = formatDateTime(moment, { timeZone: "UTC", language });
          expect(text).toBe(`2026-${months[language][month]}-15 12:00`);
        }
      }),
      { numRuns: 200 },
    );
  });
});
