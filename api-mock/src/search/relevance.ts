import type { Bitset } from "./bitset";

/** The positions whose best score for one typed token is `score` (disjoint between levels). */
export interface ScoreLevel {
  score: number;
  positions: Bitset;
}

/** What a text matched: the positions, and per typed token its score levels, best first. */
export interface RankedMatch {
  positions: Bitset;
  tokens: readonly (readonly ScoreLevel[])[];
}

/** Up to this many wanted positions a bounded insertion beats sorting every match. */
const TOP_K_LIMIT = 200;

/**
 * Positions `offset` to `offset + size` of `matched` by relevance (the sum over the typed
 * tokens of each one's best score), ties in position order, which is hierarchy order (see `orderForIndex`).
 * One token, the usual case (autocomplete, one word typed): its levels are taken best first and each one's
 * positions in bit order, stopping once the page is full, so no score is computed per document.
 */
export function topByRelevance(match: RankedMatch, matched: Bitset, offset: number, size: number): number[] {
  const [only] = match.tokens;
  if (match.tokens.length === 1 && only) return fromLevels(only, matched, offset, size);
  return byScores(match, matched, offset, size);
}

function fromLevels(levels: readonly ScoreLevel[], matched: Bitset, offset: number, size: number): number[] {
  const result: number[] = [];
  let skip = offset;
  for (const level of levels) {
    if (result.length >= size) break;
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

/** Several tokens: each matched position's score is summed over its tokens' levels, then the best are kept. */
function byScores(match: RankedMatch, matched: Bitset, offset: number, size: number): number[] {
  const positions = matched.toArray();
  const scores = new Float64Array(positions.length);
  positions.forEach((position, at) => {
    let score = 0;
    for (const levels of match.tokens) {
      const level = levels.find((candidate) => candidate.positions.has(position));
      score += level?.score ?? 0;
    }
    scores[at] = score;
  });
  // Indexes into `positions`, which is ascending, so comparing indexes breaks ties in position order.
  const before = (left: number, right: number) => (scores[right] ?? 0) - (scores[left] ?? 0) || left - right;
  const need = offset + size;
  const indexes = positions.map((_, at) => at);
  if (need > TOP_K_LIMIT || need >= indexes.length) {
    return indexes
      .sort(before)
      .slice(offset, need)
      .map((at) => positions[at] ?? 0);
  }
  const best: number[] = [];
  for (const at of indexes) {
    const last = best[best.length - 1];
    if (best.length === need && last !== undefined && before(at, last) >= 0) continue;
    let place = best.length;
    while (place > 0 && before(at, best[place - 1] ?? 0) < 0) place--;
    best.splice(place, 0, at);
    if (best.length > need) best.pop();
  }
  return best.slice(offset, need).map((at) => positions[at] ?? 0);
}
