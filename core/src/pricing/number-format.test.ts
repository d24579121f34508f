import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { separatorArb, signedAmountArb } from "../testing/pricing-arbitraries";
import { formatNumber, formattingLocale, numberLocaleFor, parseNumber } from "./number-format";

describe("number format by separator (core spec 9)", () => {
  it("formats German style for COMMA", () => expect(formatNumber(1234.5, "COMMA")).toBe("1.234,5"));
  it("formats English style for DOT", () => expect(formatNumber(1234.5, "DOT")).toBe("1,234.5"));
  it("formats English style without a separator setting", () => expect(numberLocaleFor(null)).toBe("en"));
  it("keeps a fixed number of fraction digits", () =>
    expect(formatNumber(3, "COMMA", { fractionDigits: 2 })).toBe("3,00"));
  it("never writes a negative zero", () => expect(formatNumber(-0, "DOT")).toBe("0"));

  it("reads German numbers with or without grouping for COMMA", () => {
    expect(parseNumber("1.234,5", "COMMA")).toBe(1234.5);
    expect(parseNumber("1234,5", "COMMA")).toBe(1234.5);
  });

  it("reads English numbers with or without grouping for DOT", () => {
    expect(parseNumber("1,234.5", "DOT")).toBe(1234.5);
    expect(parseNumber(" -12.25 ", "DOT")).toBe(-12.25);
  });

  it("refuses a number written in the other format or with broken grouping", () => {
    expect(parseNumber("1,234.5", "COMMA")).toBeNull();
    expect(parseNumber("1.23.4", "DOT")).toBeNull();
    expect(parseNumber("12a", "DOT")).toBeNull();
    expect(parseNumber("", "DOT")).toBeNull();
  });

  it("falls back to English for languages without their own formatting", () => {
    expect(formattingLocale("fr")).toBe("fr");
    expect(formattingLocale("ru")).toBe("en");
  });
});

describe("number format properties (core spec 9)", () => {
  it("reads back every amount it writes, for both separators", () => {
    fc.assert(
      fc.property(signedAmountArb, separatorArb, (amount, separator) => {
        expect(parseNumber(formatNumber(amount, separator), separator)).toBe(amount);
      }),
      { numRuns: 500 },
    );
  });

  it("reads back every amount written with two fixed fraction digits", () => {
    fc.assert(
      fc.property(signedAmountArb, separatorArb, (amount, separator) => {
        expect(parseNumber(formatNumber(amount, separator, { fractionDigits: 2 }), separator)).toBe(amount);
      }),
      { numRuns: 300 },
    );
  });

  it("uses the comma as the decimal mark exactly when the separator is COMMA", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), separatorArb, (cents, separator) => {
        const text = formatNumber(cents / 100, separator);
        expect(text.startsWith(separator === "COMMA" ? "0," : "0.")).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
