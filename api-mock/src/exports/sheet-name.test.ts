import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHEET_NAME_MAX, sheetName } from "./sheet-name";

describe("sheetName", () => {
  it("keeps a short, clean title as it is", () => {
    expect(sheetName("ICU 3", "List")).toBe("ICU 3");
  });

  it("replaces the characters spreadsheets refuse and cuts at 31 characters", () => {
    expect(sheetName("a[b]c:d*e?f/g\\h and some more words here", "List")).toBe(
      "a b c d e f g h and some more w",
    );
  });

  it("falls back when nothing usable is left", () => {
    expect(sheetName(" ?*/ ", "Persönliche Liste")).toBe("Persönliche Liste");
  });

  it("never starts or ends with an apostrophe", () => {
    expect(sheetName("'quoted'", "List")).toBe("quoted");
  });

  it("always yields 1 to 31 UTF-16 units free of [ ] : * ? / \\ and outer apostrophes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (title) => {
        const name = sheetName(title, "List");
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(SHEET_NAME_MAX);
        expect(name).not.toMatch(/[[\]:*?/\\]/);
        expect(name.startsWith("'") || name.endsWith("'")).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
