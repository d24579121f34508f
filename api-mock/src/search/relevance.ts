import type { Bitset } from "./bitset";
import type { ScoreLevels } from "./score-levels";

export type { ScoreLevel } from "./score-levels";

/** What a text matched: the positions, and per typed token its score levels, best first. */
export interface RankedMatch {
  positions: Bitset;
  tokens: readonly ScoreLevels[];
}

/** Up to this many wanted positions a bounded insertion beats sorting every match. */
const TOP_K_LIMIT = 200;

/**
 * Core spec 4.1 (relevance): pages of matched positions by relevance (the sum over the typed tokens of each one's
 * best score), ties in position order, which is hierarchy order (see `orderForIndex`). One per index: it keeps a
 * score per position and a list of the matches in typed arrays of the index's size, reused by every request (a
 * request runs start to end without yielding, and leaves the scores at zero), so ranking allocates nothing per
 * matched document. Before, several tokens made an array of the matches, a float array and an index array per
 * request, and looked each match up level by level.
 */
export class RelevanceRanking {
  private readonly scores: Float64Array;
  private readonly candidates: Int32Array;
  private readonly best = new Int32Array(TOP_K_LIMIT);

  /**
   * `postingsShare` scales the level side of the choice between building levels and scoring the matches from the
   * postings (1: whichever the estimate says reads less; tests force either way with 0 or Infinity).
   */
  constructor(
    size: number,
    private readonly postingsShare = 1,
  ) {
    this.scores = new Float64Array(size);
    this.candidates = new Int32Array(size);
  }

  /**
   * Positions `offset` to `offset + size` of `matched` by relevance. One token, the usual case (autocomplete, one
   * word typed): its levels are taken best first and each one's positions in bit order, stopping once the page is
   * full, so no score is computed per document and later levels are never built.
   */
  top(match: RankedMatch, matched: Bitset, offset: number, size: number): number[] {
    // Few matches (filters narrowed the text): each one's score is read from the postings, no level is built.
    let levelCost = 0;
    let perMatch = 0;
    for (const levels of match.tokens) {
      const costs = levels.costs(matched.words.length);
      levelCost += costs.levels;
      perMatch += costs.perMatch;
    }
    if (matched.count() * perMatch < levelCost * this.postingsShare) {
      return this.byPostings(match, this.collect(matched), offset, size);
    }
    const [only] = match.tokens;
    if (match.tokens.length === 1 && only) return fromLevels(only, matched, offset, size);
    return this.byScores(match, matched, this.collect(matched), offset, size);
  }

  /** Lists the matches in `candidates`, ascending; answers how many. */
  private collect(matched: Bitset): number {
    const candidates = this.candidates;
    const words = matched.words;
    let count = 0;
    for (let i = 0; i < words.length; i++) {
      let word = words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        candidates[count++] = i * 32 + 31 - Math.clz32(lowest);
        word ^= lowest;
      }
    }
    return count;
  }

  /** Each of the `count` listed matches scored token by token from the postings, then the best are kept. */
  private byPostings(match: RankedMatch, count: number, offset: number, size: number): number[] {
    const scores = this.scores;
    const candidates = this.candidates;
    for (const levels of match.tokens) {
      for (let k = 0; k < count; k++) {
        const position = candidates[k] ?? 0;
        scores[position] = (scores[position] ?? 0) + levels.scoreOf(position);
      }
    }
    return this.page(count, offset, size);
  }

  /** Several tokens: each match's score is summed over its tokens' levels, then the best are kept. */
  private byScores(
    match: RankedMatch,
    matched: Bitset,
    count: number,
    offset: number,
    size: number,
  ): number[] {
    const scores = this.scores;
    const words = matched.words;
    // Every match is in each token's levels (the text is the AND of the tokens), in exactly one of them.
    for (const levels of match.tokens) {
      for (let index = 0; index < levels.length; index++) {
        const { score, positions } = levels.at(index);
        const levelWords = positions.words;
        for (let i = 0; i < words.length; i++) {
          let word = (words[i] ?? 0) & (levelWords[i] ?? 0);
          while (word !== 0) {
            const lowest = word & -word;
            const position = i * 32 + 31 - Math.clz32(lowest);
            scores[position] = (scores[position] ?? 0) + score;
            word ^= lowest;
          }
        }
      }
    }
    return this.page(count, offset, size);
  }

  /** Positions `offset` to `offset + size` of the scored matches; leaves the scores at zero. */
  private page(count: number, offset: number, size: number): number[] {
    const scores = this.scores;
    const candidates = this.candidates;
    const best = this.selectBest(count, offset + size);
    const page = Array.from(best.subarray(Math.min(offset, best.length)));
    for (let k = 0; k < count; k++) scores[candidates[k] ?? 0] = 0;
    return page;
  }

  /** The best `need` of the first `count` candidates (ascending positions), best first. */
  private selectBest(count: number, need: number): Int32Array {
    const scores = this.scores;
    const candidates = this.candidates;
    const best = this.best;
    const before = (left: number, right: number) =>
      (scores[right] ?? 0) - (scores[left] ?? 0) || left - right;
    if (need > TOP_K_LIMIT || need >= count)
      return candidates.subarray(0, count).sort(before).subarray(0, need);
    let length = 0;
    for (let k = 0; k < count; k++) {
      const position = candidates[k] ?? 0;
      if (length === need && before(position, best[length - 1] ?? 0) >= 0) continue;
      let place = length < need ? length++ : need - 1;
      while (place > 0 && before(position, best[place - 1] ?? 0) < 0) {
        best[place] = best[place - 1] ?? 0;
        place--;
      }
      best[place] = position;
    }
    return best.subarray(0, length);
  }
}

function fromLevels(levels: ScoreLevels, matched: Bitset, offset: number, size: number): number[] {
  const result: number[] = [];
  let skip = offset;
  for (let index = 0; index < levels.length && result.length < size; index++) {
    const level = levels.at(index);
    // Counted and selected through `matched` as a mask; no intersection set per level.
    const count = level.positions.countAnd(matched);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    result.push(...level.positions.select(skip, size - result.length, false, matched));
    skip = 0;
  }
  return result;
}
