import { describe, expect, it } from "vitest";
import { formatMoney, moneyNumberFormat } from "./money-format";

const nbsp = "\u00a0";

describe("formatMoney (core spec 9)", () => {
  it("writes euros the German way", () => expect(formatMoney(1234.5, "EUR", "de")).toBe(`1.234,50${nbsp}€`));
  it("writes dollars the English way", () => expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50"));
  it("uses the currency's own fraction digits", () =>
    expect(formatMoney(1234.5, "JPY", "en")).toBe("¥1,235"));
});

describe("moneyNumberFormat (core spec 9)", () => {
  it("hands out one shared formatter per currency and locale", () =>
    expect(moneyNumberFormat("EUR", "de")).toBe(moneyNumberFormat("EUR", "de")));
  it("carries the currency's own fraction digits", () =>
    expect(moneyNumberFormat("JPY", "en").resolvedOptions().maximumFractionDigits).toBe(0));
  it("writes the currency code after a German amount", () =>
    expect(moneyNumberFormat("CHF", "de").format(1234.5)).toBe(`1.234,50${nbsp}CHF`));
});
