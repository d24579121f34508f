import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isListNameTaken } from "./list-name";

const runs = { numRuns: 200 };
const padding = fc.constantFrom("", " ", "  ", "\t");
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== "");

const flipCase = (text: string, flips: boolean[]): string =>
  [...text]
    .map((char, i) => (flips[i % Math.max(flips.length, 1)] ? char.toUpperCase() : char.toLowerCase()))
    .join("");

describe("list names are unique per owner, trimmed and case-insensitive", () => {
  it("the same name with other letter case and surrounding blanks is taken", () => {
    fc.assert(
      fc.property(name, padding, padding, fc.array(fc.boolean()), (title, before, after, flips) => {
        const variant = `${before}${flipCase(title, flips)}${after}`;
        expect(
          isListNameTaken(variant, [
            {
              id: 1,
              title: flipCase(
                title,
                flips.map((f) => !f),
              ),
            },
          ]),
        ).toBe(true);
      }),
      runs,
    );
  });

  it("a name is never taken by the list that carries it", () => {
    fc.assert(
      fc.property(name, (title) => {
        expect(isListNameTaken(title, [{ id: 7, title }], 7)).toBe(false);
      }),
      runs,
    );
  });

  it("an owner without lists can use any name", () => {
    fc.assert(
      fc.property(name, (title) => {
        expect(isListNameTaken(title, [])).toBe(false);
      }),
      runs,
    );
  });
});
