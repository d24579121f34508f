import { describe, expect, it } from "vitest";
import { columnFormat, moneyFormat } from "./xlsx-number-formats";

describe("moneyFormat", () => {
  it("puts the symbol first for DOT viewers, as English formatting does", () => {
    expect(moneyFormat("EUR", "DOT")).toBe('"€"#,##0.00');
  });

  it("puts the symbol last after a space for COMMA viewers, as German formatting does", () => {
    expect(moneyFormat("EUR", "COMMA")).toBe('#,##0.00"\u00a0€"');
  });

  it("follows the currency's own decimals: none for yen", () => {
    expect(moneyFormat("JPY", "DOT")).toBe('"¥"#,##0');
  });
});

describe("columnFormat", () => {
  it("leaves text columns in the General format", () => {
    expect(columnFormat("text", "EUR", "DOT")).toBeUndefined();
  });

  it("groups whole numbers and shows discounts with two decimals and a percent sign", () => {
    expect(columnFormat("integer", "EUR", "DOT")).toBe("#,##0");
    expect(columnFormat("percent", "EUR", "COMMA")).toBe('0.00" %"');
  });
});
