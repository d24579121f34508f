import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./parse-csv";

describe("parseCsv", () => {
  it("reads quoted separators, doubled quotes, line breaks in quotes, CRLF and a BOM", () => {
    const csv = '\uFEFFpartNumber,title\r\n"MX-1","Pump, ""large""\nmodel"\r\n\r\nMX-2,Plain\n';
    expect(parseCsv(csv)).toEqual([
      ["partNumber", "title"],
      ["MX-1", 'Pump, "large"\nmodel'],
      ["MX-2", "Plain"],
    ]);
  });

  it("uses the semicolon when the header does", () => {
    expect(parseCsv("a;b\n1,5;2")).toEqual([
      ["a", "b"],
      ["1,5", "2"],
    ]);
  });

  it("refuses a file that ends inside quotes", () => {
    expect(() => parseCsv('a,b\n"open,1')).toThrow(/quoted/);
  });

  it("numbers each record with the physical line it starts on, after quoted line breaks (LF, CRLF, CR)", () => {
    const csv = 'partNumber,title\nMX-1,"two\nlines"\r\nMX-2,"three\r\nlines\rhere"\n\nMX-3,x\n';
    expect(parseCsvRecords(csv).map((record) => [record.line, record.cells[0]])).toEqual([
      [1, "partNumber"],
      [2, "MX-1"],
      [4, "MX-2"],
      [8, "MX-3"],
    ]);
  });

  it("property: any table written with quoting reads back the same", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', "\n", " ", "é") });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const table = [["x", "y"], ...rows];
          const csv = table
            .map((row) => row.map((c) => `"${c.replaceAll('"', '""')}"`).join(","))
            .join("\r\n");
          expect(parseCsv(csv)).toEqual(table);
        },
      ),
    );
  });
});
