import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentOf } from "./search-document.fixtures";
import { TextIndexBuilder } from "./text-index-builder";

/** The score levels of one exact word as position lists, best first. */
function levelsOf(texts: { title?: string; subtitle?: string; description?: string }[], word: string) {
  const builder = new TextIndexBuilder();
  texts.forEach((text, position) => {
    builder.add(position, documentOf(position + 1, { title: "", subtitle: "", description: "", ...text }));
  });
  const match = builder.finish(texts.length).match(word);
  return (match?.tokens[0]?.nonEmpty() ?? []).map((level) => ({
    score: level.score,
    positions: texts.flatMap((_, position) => (level.positions.has(position) ? [position] : [])),
  }));
}

describe("TextIndexBuilder", () => {
  it("scores a document by the heaviest field a word occurs in: title 4, subtitle 2, description 1", () => {
    const levels = levelsOf(
      [
        { description: "valve", title: "valve" },
        { subtitle: "valve", description: "valve" },
        { description: "valve valve" },
        { title: "other" },
      ],
      "valve",
    );

    expect(levels).toEqual([
      { score: 4, positions: [0] },
      { score: 2, positions: [1] },
      { score: 1, positions: [2] },
    ]);
  });

  it("puts every document with the word in the level of its heaviest field, for any placement", () => {
    const placement = fc.record({ title: fc.boolean(), subtitle: fc.boolean(), description: fc.boolean() });
    fc.assert(
      fc.property(fc.array(placement, { minLength: 1, maxLength: 40 }), (placements) => {
        const texts = placements.map((fields) => ({
          title: fields.title ? "valve mask" : "mask",
          subtitle: fields.subtitle ? "valve" : "",
          description: fields.description ? "a valve" : "a",
        }));
        const heaviest = (fields: (typeof placements)[number]) =>
          fields.title ? 4 : fields.subtitle ? 2 : fields.description ? 1 : 0;
        const expected = [4, 2, 1]
          .map((score) => ({
            score,
            positions: placements.flatMap((fields, position) =>
              heaviest(fields) === score ? [position] : [],
            ),
          }))
          .filter((level) => level.positions.length > 0);

        expect(levelsOf(texts, "valve")).toEqual(expected);
      }),
    );
  });
});
