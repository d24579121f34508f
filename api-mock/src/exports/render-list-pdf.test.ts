import { describe, expect, it } from "vitest";
import { sampleListExport } from "./list-export.fixture";
import { pdfPageTexts } from "./pdf-reader.fixture";
import { renderListPdf } from "./render-list-pdf";

const GERMAN = { language: "de", separator: "COMMA", timeZone: "Europe/Berlin" } as const;

async function pages(...args: Parameters<typeof sampleListExport>): Promise<string[]> {
  return pdfPageTexts(await renderListPdf(sampleListExport(...args)));
}

function withTitle(title: string, viewer: (typeof sampleListExport.arguments)[1]["viewer"]) {
  const base = sampleListExport(3, { viewer });
  return { ...base, list: { ...base.list, title } };
}

// Loading the CJK fonts and extracting text take seconds on a busy 2-core machine.
describe("renderListPdf", { timeout: 30_000 }, () => {
  it("starts with the list title, its header block and localized column headers", async () => {
    const [first = ""] = await pages(3);

    expect(first).toContain("Intensive care unit 3");
    expect(first).toContain("Country: Germany");
    expect(first).toContain("Exported: 2026-Nov-21 10:30");
    expect(first).toContain("Part number Product Product group Status");
    expect(first).toContain("MP010000 Infinity sensor cable 1, 2.5 m");
    expect(first).toContain("Sensors Available 1 1 1 €100.00 10 % €90.00 €80.00 €90.00");
  });

  it("prints the totals row: packages, pieces and quantity times net price (or CRP)", async () => {
    const [first = ""] = await pages(4);
    // Lines: qty 1..4, pieces 1, 12, 33, 4; prices 90 (net of 100), 101.25, 102.5, 103.75 => 1,015.00.

    expect(first).toMatch(/Total 10 50 .*€1,015\.00/);
    expect(first).toContain(`Total GGP €${80 + 2 * 81 + 3 * 82 + 4 * 83}.00`);
  });

  it("formats numbers by the viewer's separator and translates the table into German", async () => {
    const [first = ""] = await pages(4, { viewer: GERMAN });

    expect(first).toContain("Teilenummer Produkt Produktgruppe Status");
    expect(first).toContain("Summe 10 50");
    expect(first).toContain("1.015,00 €");
  });

  it("breaks a long list over pages that repeat the header row and count 'x / y'", async () => {
    const texts = await pages(1000);

    expect(texts.length).toBeGreaterThanOrEqual(Math.ceil(1000 / 40));
    // Names wrap onto a second line in the narrow product column of the internal export.
    expect(texts.length).toBeLessThanOrEqual(Math.ceil(1000 / 20));
    texts.forEach((text, index) => {
      expect(text).toContain("Part number Product Product group Status");
      expect(text).toContain(`${index + 1} / ${texts.length}`);
    });
    expect(texts.join(" ")).toContain("MP010999");
    expect(texts.at(-1)).toContain("Total GGP");
  }, 60_000);

  it("exports an empty list on one page with zero totals", async () => {
    const texts = await pages(0);

    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("Total 0 0");
    expect(texts[0]).toContain("1 / 1");
  });

  it("marks every page 'Confidential' when the financial columns are included", async () => {
    const texts = await pages(200);

    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).toContain("Confidential");
    expect(texts[0]).toContain("CRP Discount Net price GGP unit price Total price");
  });

  it("prices the customer export without internal columns or confidential marking", async () => {
    const texts = await pages(200, { includeFinancial: false });
    const all = texts.join(" ");

    for (const text of texts) expect(text).not.toContain("Confidential");
    expect(all).not.toContain("Net price");
    expect(all).not.toContain("GGP");
    expect(texts[0]).toContain("Total pieces Unit price Total price");
    expect(texts[0]).toContain("Sensors Available 1 1 1 €90.00 €90.00");
    expect(texts.at(-1)).toMatch(/Total \d[\d,]* \d[\d,]* €[\d,]+\.\d\d/);
  });

  it("names product groups and statuses in the viewer's language, never by their codes", async () => {
    const base = sampleListExport(2, { includeFinancial: false });
    const elements = base.elements.map((element) => ({
      ...element,
      productGroup: "NEONATAL_CARE_MATTRESSES",
      status: { label: "ABNORMAL_QUANTITY" as const, shortcut: "AQ" as const },
    }));
    const [english = ""] = await pdfPageTexts(await renderListPdf({ ...base, elements }));
    const [german = ""] = await pdfPageTexts(await renderListPdf({ ...base, elements, viewer: GERMAN }));

    expect(english).toContain("Mattresses Abnormal quantity");
    expect(english).not.toContain("NEONATAL_CARE_MATTRESSES");
    expect(english).not.toContain("Unusual quantity");
    expect(german).toContain("Matratzen");
    expect(german).not.toContain("NEONATAL_CARE");
  });

  it("wraps a long product name onto further lines instead of cutting it", async () => {
    const base = sampleListExport(2, { includeFinancial: false });
    const long = "Infinity neonatal warming mattress with integrated temperature sensor and carry bag";
    const [first, second] = base.elements;
    if (!first || !second) throw new Error("sample list too short");
    const elements = [{ ...first, title: long, subtitle: "extra long edition, reusable" }, second];
    const [text = ""] = await pdfPageTexts(await renderListPdf({ ...base, elements }));

    expect(text).not.toContain("…");
    for (const word of [...long.split(" "), "edition,", "reusable"]) expect(text).toContain(word);
    expect(text).toContain("MP010001");
  });

  it("never shows financial data to a caller without prices, even when it was asked for", async () => {
    const texts = await pages(5, { includeFinancial: true }, false);

    expect(texts.join(" ")).not.toContain("Confidential");
    expect(texts.join(" ")).not.toContain("CRP");
  });

  it("renders a Cyrillic title and Russian headers", async () => {
    const viewer = { language: "ru", separator: "COMMA", timeZone: "Europe/Moscow" } as const;
    const [first = ""] = await pdfPageTexts(await renderListPdf(withTitle("Список для реанимации", viewer)));

    expect(first).toContain("Список для реанимации");
    expect(first).toContain("Артикул");
    expect(first).toContain("Конфиденциально");
  });

  it("renders a Japanese title, also in an English export", async () => {
    const english = { language: "en", separator: "DOT", timeZone: "UTC" } as const;
    const japanese = { language: "ja", separator: "DOT", timeZone: "Asia/Tokyo" } as const;
    const [inEnglish = ""] = await pdfPageTexts(
      await renderListPdf(withTitle("東京の集中治療室リスト", english)),
    );
    const [inJapanese = ""] = await pdfPageTexts(
      await renderListPdf(withTitle("東京の集中治療室リスト", japanese)),
    );

    expect(inEnglish).toContain("東京の集中治療室リスト");
    expect(inJapanese).toContain("東京の集中治療室リスト");
    expect(inJapanese).toContain("部品番号");
  });

  it("keeps concurrent exports apart although they share the parsed fonts", async () => {
    const russian = { language: "ru", separator: "COMMA", timeZone: "Europe/Moscow" } as const;
    const japanese = { language: "ja", separator: "DOT", timeZone: "Asia/Tokyo" } as const;
    const [ru, ja] = await Promise.all([
      renderListPdf({ ...withTitle("Список отделения", russian), elements: sampleListExport(300).elements }),
      renderListPdf({ ...withTitle("病棟のリスト", japanese), elements: sampleListExport(300).elements }),
    ]);

    expect((await pdfPageTexts(ru))[0]).toContain("Список отделения");
    expect((await pdfPageTexts(ja))[0]).toContain("病棟のリスト");
    expect((await pdfPageTexts(ja))[0]).not.toContain("Список");
  }, 30_000);

  it("writes each export's own characters, whatever was exported before (Latin T after Cyrillic Т)", async () => {
    const russian = { language: "ru", separator: "COMMA", timeZone: "Europe/Moscow" } as const;
    await renderListPdf(withTitle("Тестовый список", russian));
    const [first = ""] = await pages(4);

    expect(first).toMatch(/Total 10 50 .*€1,015\.00/);
    expect(first).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it("renders a Chinese title and Turkish text", async () => {
    const chinese = { language: "zh", separator: "DOT", timeZone: "Asia/Shanghai" } as const;
    const turkish = { language: "tr", separator: "COMMA", timeZone: "Europe/Istanbul" } as const;
    const [inChinese = ""] = await pdfPageTexts(
      await renderListPdf(withTitle("重症监护室采购清单", chinese)),
    );
    const [inTurkish = ""] = await pdfPageTexts(
      await renderListPdf(withTitle("Yoğun bakım ünitesi listesi", turkish)),
    );

    expect(inChinese).toContain("重症监护室采购清单");
    expect(inChinese).toContain("零件号");
    expect(inTurkish).toContain("Yoğun bakım ünitesi listesi");
    expect(inTurkish).toContain("Parça numarası");
  });
});

describe("renderListPdf price corridor guard (core spec 2.3 / 9)", { timeout: 30_000 }, () => {
  it("marks the lines outside their GGP corridor in the internal export only", async () => {
    const internal = (await pages(10)).join("\n");
    const customer = (await pages(10, { includeFinancial: false })).join("\n");

    expect(internal).toContain("GGP corridor");
    expect(internal).toMatch(/MP010009[^\n]*?€\d+\.\d\d Outside /);
    expect(internal.match(/ Outside/g)).toHaveLength(1);
    expect(customer).not.toContain(" Outside");
    expect(customer).not.toContain("GGP corridor");
  });
});
