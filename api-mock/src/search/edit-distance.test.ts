import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withinEditDistance } from "./edit-distance";

describe("withinEditDistance", () => {
  it("accepts one missing, extra, wrong or swapped letter", () => {
    expect(withinEditDistance("sensr", "sensor", 1)).toBe(true);
    expect(withinEditDistance("senssor", "sensor", 1)).toBe(true);
    expect(withinEditDistance("sansor", "sensor", 1)).toBe(true);
    expect(withinEditDistance("snesor", "sensor", 1)).toBe(true);
  });

  it("refuses two edits when one is allowed", () => {
    expect(withinEditDistance("snsr", "sensor", 1)).toBe(false);
  });

  it("accepts a word with one letter changed, and refuses it with no edit allowed", () => {
    const wordArbitrary = fc.string({
      unit: fc.constantFrom("a", "b", "c", "d"),
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(wordArbitrary, fc.nat(), (word, at) => {
        const index = at % word.length;
        const changed = `${word.slice(0, index)}z${word.slice(index + 1)}`;
        return withinEditDistance(word, changed, 1) && !withinEditDistance(word, changed, 0);
      }),
      { numRuns: 200 },
    );
  });

  it("treats a word as zero edits from itself", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (word) => withinEditDistance(word, word, 0)),
      { numRuns: 200 },
    );
  });
});
