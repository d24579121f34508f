import { formatMoney, formatNumber, numberLocaleFor } from "@catalogue/core/pricing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoneyFast, formatNumberFast } from "./cached-number-format";

const separator = fc.constantFrom("COMMA" as const, "DOT" as const);
const amount = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });
const currency = fc.constantFrom("EUR", "USD", "JPY", "CHF", "GBP", "TRY", "CNY", "RUB");

describe("cached number formatting", () => {
  it("writes every number exactly as core's formatNumber does, however often it is reused", () => {
    fc.assert(
      fc.property(
        amount,
        separator,
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        (n, sep, digits) => {
          expect(formatNumberFast(n, sep, digits)).toBe(formatNumber(n, sep, { fractionDigits: digits }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("writes every amount exactly as core's formatMoney does in the separator's locale", () => {
    fc.assert(
      fc.property(amount, currency, separator, (n, code, sep) => {
        expect(formatMoneyFast(n, code, sep)).toBe(formatMoney(n, code, numberLocaleFor(sep)));
      }),
      { numRuns: 300 },
    );
  });

  it("uses a decimal comma for COMMA and a decimal point for DOT", () => {
    expect(formatNumberFast(1234.5, "COMMA")).toBe("1.234,5");
    expect(formatNumberFast(1234.5, "DOT")).toBe("1,234.5");
  });
});
