import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";
import { ScoreLevels, type ScoreSource } from "./score-levels";

const SIZE = 96;

function setOf(positions: readonly number[]): Bitset {
  const set = new Bitset(SIZE);
  for (const position of positions) set.add(position);
  return set;
}

/** Sources best first, each part a dense set or a sorted position list, as the text index keeps postings. */
const sourcesArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 })
  .chain((scores) =>
    fc.tuple(
      ...[...scores]
        .sort((a, b) => b - a)
        .map((score) =>
          fc
            .array(
              fc.tuple(
                fc.boolean(),
                fc.uniqueArray(fc.integer({ min: 0, max: SIZE - 1 }), { maxLength: 30 }),
              ),
              { maxLength: 3 },
            )
            .map(
              (parts): ScoreSource => ({
                score,
                parts: parts.map(([dense, positions]) =>
                  dense ? setOf(positions) : Int32Array.from([...positions].sort((a, b) => a - b)),
                ),
              }),
            ),
        ),
    ),
  );

const positionsOf = (set: Bitset) => set.toArray();
const partPositions = (part: Bitset | Int32Array) => (part instanceof Bitset ? part.toArray() : [...part]);

describe("ScoreLevels", () => {
  it("puts every position in the level of the best score any of its postings gives, whichever level is read first, and scores it so", () => {
    fc.assert(
      fc.property(sourcesArbitrary, fc.nat(), (sources, firstRead) => {
        const levels = new ScoreLevels(SIZE, sources);
        levels.at(firstRead % sources.length);
        const best = new Map<number, number>();
        for (const { score, parts } of sources) {
          for (const position of parts.flatMap(partPositions)) {
            best.set(position, Math.max(best.get(position) ?? 0, score));
          }
        }
        sources.forEach(({ score }, index) => {
          const expected = [...best].filter(([, top]) => top === score).map(([position]) => position);
          expect(positionsOf(levels.at(index).positions)).toEqual(expected.sort((a, b) => a - b));
          expect(levels.at(index).score).toBe(score);
        });
        expect(positionsOf(levels.union())).toEqual([...best.keys()].sort((a, b) => a - b));
        for (let position = 0; position < SIZE; position++) {
          expect(levels.scoreOf(position)).toBe(best.get(position) ?? 0);
        }
      }),
    );
  });

  it("lists only the levels that hold a position, best first", () => {
    const levels = new ScoreLevels(SIZE, [
      { score: 4, parts: [setOf([3])] },
      { score: 2, parts: [Int32Array.from([3])] },
      { score: 1, parts: [Int32Array.from([5, 7])] },
    ]);

    expect(levels.nonEmpty().map((level) => [level.score, positionsOf(level.positions)])).toEqual([
      [4, [3]],
      [1, [5, 7]],
    ]);
  });
});
