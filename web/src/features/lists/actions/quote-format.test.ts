import { listQuote } from "@catalogue/core/rules/lists";
import { describe, expect, it } from "vitest";
import { type QuoteWords, quoteHtml, quoteText } from "./quote-format";

const WORDS: QuoteWords = {
  product: "Product",
  partNumber: "Part number",
  quantity: "Quantity",
  unitPrice: "Unit price",
  lineTotal: "Line total",
  total: "Total",
  currency: "Currency",
  money: (amount) => `€${amount.toFixed(2)}`,
};
const LIST = { title: "ICU <ward> 3", currency: "EUR" };
const SOURCES = [
  { title: "Infinity cable", partNumber: "MP1", quantity: 3, crp: 100, netPrice: 90.5 },
  { title: "Sensor & clip", partNumber: "MP2", quantity: 12, crp: 10, netPrice: null },
];
const priced = listQuote(LIST, SOURCES, { role: "ADVANCED_USER", showPrices: true });
const unpriced = listQuote(LIST, SOURCES, { role: "BASIC_USER", showPrices: true });

describe("quoteHtml", () => {
  it("writes a table with the title, each line's prices, the total and the currency, escaped", () => {
    const html = quoteHtml(priced, WORDS);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const rows = Array.from(doc.querySelectorAll("tr")).map((row) =>
      Array.from(row.cells).map((cell) => cell.textContent),
    );

    expect(doc.querySelector("strong")?.textContent).toBe("ICU <ward> 3");
    expect(rows).toEqual([
      ["Product", "Part number", "Quantity", "Unit price", "Line total"],
      ["Infinity cable", "MP1", "3", "€90.50", "€271.50"],
      ["Sensor & clip", "MP2", "12", "€10.00", "€120.00"],
      ["Total", "", "", "", "€391.50"],
    ]);
    expect(doc.body.textContent).toContain("Currency: EUR");
  });

  it("has no price column, total or currency for a viewer who may not see prices", () => {
    const html = quoteHtml(unpriced, WORDS);

    expect(html).not.toMatch(/Unit price|Line total|Total|€|Currency/);
    expect(html).toContain("MP2");
  });
});

describe("quoteText", () => {
  it("lines the columns up, numbers to the right, with the total and currency", () => {
    const text = quoteText(priced, WORDS).split("\n");

    expect(text[0]).toBe("ICU <ward> 3");
    expect(text[2]).toBe("Product         Part number  Quantity  Unit price  Line total");
    expect(text[4]).toBe("Infinity cable  MP1                 3      €90.50     €271.50");
    expect(text.at(-3)).toBe("Total                                                 €391.50");
    expect(text.at(-1)).toBe("Currency: EUR");
  });

  it("leaves every price out for a viewer who may not see prices", () => {
    const text = quoteText(unpriced, WORDS);

    expect(text).not.toMatch(/€|Total|Unit price|Currency/);
    expect(text).toContain("Sensor & clip   MP2                12");
  });
});
