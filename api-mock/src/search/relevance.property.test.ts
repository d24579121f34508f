import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";
import { RelevanceRanking } from "./relevance";
import { ScoreLevels } from "./score-levels";

const SIZE = 150;

/** One token: each position's best score, or none (0 means the token does not match it). */
const tokenArbitrary = fc.array(fc.constantFrom(0, 1, 1.4, 2, 2.8, 4, 8), {
  minLength: SIZE,
  maxLength: SIZE,
});

function levelsOf(bestScores: readonly number[]): ScoreLevels {
  const scores = [...new Set(bestScores.filter((score) => score > 0))].sort((a, b) => b - a);
  return new ScoreLevels(
    SIZE,
    scores.map((score) => ({
      score,
      parts: [Int32Array.from(bestScores.flatMap((best, position) => (best === score ? [position] : [])))],
    })),
  );
}

describe("RelevanceRanking", () => {
  it.each([
    ["by the default choice", 1],
    ["always through the levels", 0],
    ["always from the postings", Number.POSITIVE_INFINITY],
  ])(
    "pages the matches by summed score, ties by position, as a sort of every match does, call after call (%s)",
    (_, share) => {
      const ranking = new RelevanceRanking(SIZE, share);
      fc.assert(
        fc.property(
          fc.array(tokenArbitrary, { minLength: 1, maxLength: 3 }),
          fc.array(fc.boolean(), { minLength: SIZE, maxLength: SIZE }),
          fc.nat({ max: 60 }),
          fc.integer({ min: 0, max: 250 }),
          (tokens, kept, offset, size) => {
            // The matches: positions every token matches, less those a filter took out.
            const matched = new Bitset(SIZE);
            const inAll = (position: number) => tokens.every((token) => (token[position] ?? 0) > 0);
            for (let position = 0; position < SIZE; position++) {
              if (inAll(position) && kept[position]) matched.add(position);
            }
            const levels = tokens.map(levelsOf);
            const match = { positions: matched, tokens: levels };
            const total = (position: number) =>
              tokens.reduce((sum, token) => sum + (token[position] ?? 0), 0);
            const expected = matched
              .toArray()
              .sort((a, b) => total(b) - total(a) || a - b)
              .slice(offset, offset + size);

            expect(ranking.top(match, matched, offset, size)).toEqual(expected);
            // The scratch scores are left at zero: the same call answers the same.
            expect(ranking.top(match, matched, offset, size)).toEqual(expected);
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
