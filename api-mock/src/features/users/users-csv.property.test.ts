import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField } from "./users-csv";
import { parseCsv } from "./users-test.fixture";

describe("CSV quoting", () => {
  it("reads back any line of fields as written (formula-like cells with their guard apostrophe)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }), (fields) => {
        const line = `${fields.map(csvField).join(",")}\r\n`;
        const expected = fields.map((field) => (/^[=+\-@\t\r]/.test(field) ? `'${field}` : field));
        expect(parseCsv(line)).toEqual([expected]);
      }),
    );
  });

  it("quotes exactly the fields with a comma, quote or line break", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvField("=1+1")).toBe("'=1+1");
  });
});
