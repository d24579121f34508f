import { describe, expect, it } from "vitest";
import { formatMoney } from "./money-format";

const nbsp = "\u00a0";

describe("formatMoney (core spec 9)", () => {
  it("writes euros the German way", () => expect(formatMoney(1234.5, "EUR", "de")).toBe(`1.234,50${nbsp}€`));
  it("writes dollars the English way", () => expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50"));
  it("uses the currency's own fraction digits", () =>
    expect(formatMoney(1234.5, "JPY", "en")).toBe("¥1,235"));
});
