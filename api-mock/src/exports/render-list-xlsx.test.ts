import { describe, expect, it } from "vitest";
import { sampleListExport } from "./list-export.fixture";
import { renderListXlsx } from "./render-list-xlsx";
import { readFirstSheet, rowStartingWith, sheetValues } from "./xlsx-reader.fixture";

const ENGLISH_HEADERS = ["Part number", "Product", "Product group", "Status", "Quantity (packages)"];
const FINANCIAL_HEADERS = ["CRP", "Discount", "Net price", "GGP unit price", "Total price"];

async function exported(...args: Parameters<typeof sampleListExport>) {
  const sheet = await readFirstSheet(await renderListXlsx(sampleListExport(...args)));
  return { sheet, values: sheetValues(sheet), text: JSON.stringify(sheetValues(sheet)) };
}

describe("renderListXlsx", () => {
  it("writes a workbook with the list title, header block and one row per element", async () => {
    const { sheet, values } = await exported(3);
    const header = rowStartingWith(sheet, "Part number");

    expect(values[0]?.[0]).toBe("Intensive care unit 3");
    expect(values.flat()).toEqual(expect.arrayContaining(["Germany", "EUR", "Erika Mustermann"]));
    expect(values.flat()).toContain("2026-Nov-21 10:30");
    expect(values[header]?.slice(0, 4)).toEqual([
      "MP010000",
      "Infinity sensor cable 1, 2.5 m, reusable",
      "Sensors",
      "Available",
    ]);
    expect(values[header + 3]?.[0]).toBe("Total");
  });

  it("localizes the column headers in English and German", async () => {
    const english = await exported(1);
    const german = await exported(1, {
      viewer: { language: "de", separator: "COMMA", timeZone: "Europe/Berlin" },
    });

    expect(english.values[rowStartingWith(english.sheet, "Part number") - 1]?.slice(0, 5)).toEqual(
      ENGLISH_HEADERS,
    );
    expect(german.values[rowStartingWith(german.sheet, "Teilenummer") - 1]?.slice(0, 5)).toEqual([
      "Teilenummer",
      "Produkt",
      "Produktgruppe",
      "Status",
      "Menge (Packungen)",
    ]);
    expect(german.text).toContain("Vertraulich");
  });

  it("formats money by the viewer's separator and quantities as grouped whole numbers", async () => {
    const dot = await exported(2);
    const comma = await exported(2, { viewer: { language: "en", separator: "COMMA", timeZone: "UTC" } });
    const firstRow = (sheet: typeof dot.sheet) => sheet.getRow(rowStartingWith(sheet, "Part number") + 1);

    expect(firstRow(dot.sheet).getCell(8).numFmt).toBe('"€"#,##0.00');
    expect(firstRow(comma.sheet).getCell(8).numFmt).toBe('#,##0.00"\u00a0€"');
    expect(firstRow(dot.sheet).getCell(5).numFmt).toBe("#,##0");
    expect(firstRow(dot.sheet).getCell(9).numFmt).toBe('0.00" %"');
  });

  it("keeps numbers as numbers so that the spreadsheet can compute with them", async () => {
    const { sheet } = await exported(2);
    const row = sheet.getRow(rowStartingWith(sheet, "Part number") + 1);

    expect(row.getCell(5).value).toBe(1);
    expect(row.getCell(8).value).toBe(100);
  });

  it("totals packages, pieces and quantity times net price (or CRP) with SUM formulas", async () => {
    const { sheet } = await exported(4);
    const totals = sheet.getRow(rowStartingWith(sheet, "Total"));
    // Lines: qty 1..4, pieces per package 1, 6, 11, 1; prices: 90 (net of 100), 101.25, 102.5, 103.75.
    const expectedAmount = 1 * 90 + 2 * 101.25 + 3 * 102.5 + 4 * 103.75;

    expect(totals.getCell(5).value).toMatchObject({
      result: 10,
      formula: expect.stringMatching(/^SUM\(E\d+:E\d+\)$/),
    });
    expect(totals.getCell(7).value).toMatchObject({ result: 1 + 12 + 33 + 4 });
    expect(totals.getCell(12).value).toMatchObject({ result: expectedAmount });
    expect(sheet.getRow(rowStartingWith(sheet, "Total GGP")).getCell(12).value).toBe(
      80 + 2 * 81 + 3 * 82 + 4 * 83,
    );
  });

  it("marks a financial export confidential in a visible cell and in the page header and footer", async () => {
    const { sheet, text } = await exported(2);

    expect(text).toContain("Confidential: contains financial information.");
    expect(sheet.headerFooter.oddHeader).toContain("Confidential");
    expect(sheet.headerFooter.oddFooter).toContain("Confidential");
    expect(sheet.headerFooter.oddFooter).toContain("&P / &N");
  });

  it("gives the customer unit prices, line totals and a grand total, nothing internal, without includeFinancial", async () => {
    const { sheet, values, text } = await exported(2, { includeFinancial: false });
    const header = rowStartingWith(sheet, "Part number");

    for (const internal of FINANCIAL_HEADERS.slice(0, 4)) expect(text).not.toContain(`"${internal}"`);
    expect(values[header - 1]?.slice(7)).toEqual(["Unit price", "Total price"]);
    expect(values[header]?.slice(7)).toEqual([90, 90]);
    expect(values[header + 2]?.slice(7)).toEqual([null, 292.5]);
    expect(text).not.toContain("Confidential");
    expect(text).not.toContain("Total GGP");
    expect(sheet.headerFooter.oddHeader ?? "").not.toContain("Confidential");
    expect(sheet.headerFooter.oddFooter ?? "").not.toContain("Confidential");
  });

  it("never shows financial columns when the caller may not see prices, even if they were asked for", async () => {
    const { sheet, text } = await exported(2, { includeFinancial: true }, false);

    expect(sheet.columnCount).toBe(7);
    for (const header of FINANCIAL_HEADERS) expect(text).not.toContain(`"${header}"`);
    expect(text).not.toContain("Confidential");
  });

  it("freezes the table's header row and repeats it on every printed page, A4 landscape", async () => {
    const { sheet } = await exported(3);
    const header = rowStartingWith(sheet, "Part number");

    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: header });
    expect(sheet.pageSetup.printTitlesRow).toBe(`${header}:${header}`);
    expect(sheet.pageSetup).toMatchObject({ orientation: "landscape", paperSize: 9 });
  });

  it("exports an empty list with zero totals and no financial columns (no line carries prices)", async () => {
    const { sheet, text } = await exported(0);
    const totals = sheet.getRow(rowStartingWith(sheet, "Total"));

    expect(totals.getCell(5).value).toBe(0);
    expect(totals.getCell(7).value).toBe(0);
    expect(text).not.toContain("Confidential");
  });

  it("names the sheet after the list title, cut to a valid sheet name", async () => {
    const base = sampleListExport(1);
    const buffer = await renderListXlsx({
      ...base,
      list: { ...base.list, title: "ICU [north]: beds 1/2 * spare? \\ and a very long tail" },
    });

    expect((await readFirstSheet(buffer)).name).toBe("ICU north beds 1 2 spare and a");
  });
});

describe("renderListXlsx price corridor guard (core spec 2.3 / 9)", () => {
  const OUTSIDE = "Outside";

  it("marks the lines outside their GGP corridor in the internal export, with text and a fill", async () => {
    const { sheet, values } = await exported(10);
    const first = rowStartingWith(sheet, "MP010000");
    const marked = values.filter((row) => row?.includes(OUTSIDE));

    expect(marked.map((row) => row?.[0])).toEqual(["MP010009"]);
    expect(sheet.getRow(first + 9).getCell(1).fill).toMatchObject({ fgColor: { argb: "FFFDE2E2" } });
    expect(sheet.getRow(first + 1).getCell(1).fill).toBeUndefined();
  });

  it("leaves the customer's export without the mark", async () => {
    const { sheet, text } = await exported(10, { includeFinancial: false });
    const first = rowStartingWith(sheet, "MP010000");

    expect(text).not.toContain(OUTSIDE);
    expect(text).not.toContain("GGP corridor");
    expect(sheet.getRow(first + 9).getCell(1).fill).toBeUndefined();
  });
});
