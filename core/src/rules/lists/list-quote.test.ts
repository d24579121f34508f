import { describe, expect, it } from "vitest";
import { listQuote, type QuoteSource } from "./list-quote";

const LIST = { title: "ICU ward 3", currency: "EUR" as const };
const SOURCES: QuoteSource[] = [
  { title: "Infinity cable", partNumber: "MP1", quantity: 3, crp: 100, netPrice: 90.5 },
  { title: "Sensor", partNumber: "MP2", quantity: 2, crp: 10.1, netPrice: null },
  { title: "Hose", partNumber: "MP3", quantity: 1 },
];
const ADVANCED = { role: "ADVANCED_USER", showPrices: true } as const;

describe("listQuote", () => {
  it("prices each line by its net price, else its CRP, and totals them in the list's currency", () => {
    const quote = listQuote(LIST, SOURCES, ADVANCED);

    expect(quote.priced).toBe(true);
    expect(quote.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      [90.5, 271.5],
      [10.1, 20.2],
      [null, null],
    ]);
    expect(quote.total).toBe(291.7);
    expect(quote.currency).toBe("EUR");
  });

  it("gives a Basic user, a partner and a user who hid prices no price at all", () => {
    for (const viewer of [
      { role: "BASIC_USER", showPrices: true },
      { role: "SALES_CHANNEL_PARTNER", showPrices: true },
      { role: "ADVANCED_USER", showPrices: false },
    ] as const) {
      const quote = listQuote(LIST, SOURCES, viewer);

      expect(quote.priced).toBe(false);
      expect(quote.total).toBeNull();
      expect(quote.lines.every((line) => line.unitPrice === null && line.lineTotal === null)).toBe(true);
      expect(quote.lines.map((line) => line.partNumber)).toEqual(["MP1", "MP2", "MP3"]);
    }
  });
});
