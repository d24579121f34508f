import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesListSearch, searchListElements } from "./list-search";

const circuit = {
  title: "Breathing circuit, adult",
  subtitle: "Single use, 1.8 m",
  partNumber: "MP01234-56",
};
const sensor = { title: "SpO₂ sensor Cáleo", subtitle: null, partNumber: "8290 771" };

describe("the search inside a list (core spec 2.3, 5 Search)", () => {
  it("matches every word of the text in any order, ignoring case", () => {
    expect(matchesListSearch(circuit, "ADULT breathing")).toBe(true);
  });

  it("refuses a product that lacks one of the words", () => {
    expect(matchesListSearch(circuit, "breathing child")).toBe(false);
  });

  it("ignores accents, so a plain text finds an accented title", () => {
    expect(matchesListSearch(sensor, "caleo")).toBe(true);
  });

  it("reads the subtitle too", () => {
    expect(matchesListSearch(circuit, "single use")).toBe(true);
  });

  it("finds a part number typed with or without its spaces and dashes", () => {
    expect(matchesListSearch(circuit, "mp 01234")).toBe(true);
    expect(matchesListSearch(circuit, "MP0123456")).toBe(true);
    expect(matchesListSearch(sensor, "8290771")).toBe(true);
    expect(matchesListSearch(sensor, "8290-772")).toBe(false);
  });

  it("keeps the list's order and only the matching elements", () => {
    const elements = [
      { id: 1, product: sensor },
      { id: 2, product: circuit },
      { id: 3, product: { ...circuit, title: "Breathing circuit, paediatric" } },
    ];
    expect(searchListElements(elements, "circuit").map((element) => element.id)).toEqual([2, 3]);
  });

  it("matches every product with a blank text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(" ", ",", "-", "\t") }), (blank) => {
        expect(matchesListSearch(circuit, blank)).toBe(true);
      }),
    );
  });

  it("always finds a product by any piece of its title, in any letter case", () => {
    fc.assert(
      fc.property(
        // Letters whose upper case folds back to them (not "ß", whose upper case is "SS"), digits, separators.
        fc.string({ unit: fc.constantFrom(..."abcxyzéüÅ019 ,-./"), minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (title, from, length, upper) => {
          const start = from % title.length;
          const piece = title.slice(start, start + 1 + (length % (title.length - start)));
          const typed = upper ? piece.toUpperCase() : piece;
          const product = { title, subtitle: null, partNumber: "X" };
          // A piece cut inside a word still matches: each of its words is a piece of the title's text.
          expect(matchesListSearch(product, typed)).toBe(true);
        },
      ),
    );
  });
});
