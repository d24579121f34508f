import { MENU_LABEL_MAX_CHARS } from "@catalogue/core/constants";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { menuLabel } from "./menu-label";

const runs = { numRuns: 200 };

describe("menuLabel properties", () => {
  it("never shows more than the allowed number of characters, emoji and CJK counted as one each", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-ascii", maxLength: 80 }),
        fc.string({ unit: "binary", maxLength: 80 }),
        (a, b) => {
          expect(Array.from(menuLabel(a + b)).length).toBeLessThanOrEqual(MENU_LABEL_MAX_CHARS);
        },
      ),
      runs,
    );
  });

  it("shows a short label untouched and a long one as its own beginning plus an ellipsis", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (label) => {
        const shown = menuLabel(label);
        if (Array.from(label).length <= MENU_LABEL_MAX_CHARS) expect(shown).toBe(label);
        else expect(label.startsWith(shown.slice(0, -1)) && shown.endsWith("…")).toBe(true);
      }),
      runs,
    );
  });
});
