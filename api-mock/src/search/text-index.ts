import { Bitset } from "./bitset";
import { withinEditDistance } from "./edit-distance";
import type { RankedMatch } from "./relevance";
import { ScoreLevels, type ScoreSource } from "./score-levels";
import { identifierOf, isWordToken, tokenize } from "./tokenize";

// An exact part number or GTIN outranks any word (a title word weighs 4, see the builder).
const IDENTIFIER_WEIGHT = 8;
// A typed word that only starts a term, or is a typo of it, ranks below the exact word.
const PREFIX_QUALITY = 0.7;
const TYPO_QUALITY = 0.4;
// Shorter tokens match exactly only: "s" would otherwise match half the vocabulary.
const MIN_PREFIX_LENGTH = 2;
const MIN_TYPO_LENGTH = 4;
const TWO_TYPOS_LENGTH = 8;
const MIN_IDENTIFIER_PREFIX_LENGTH = 4;
// Recent texts (a search, then its facets, then the next page) are answered from memory.
const CACHE_SIZE = 32;
// The vocabulary terms each typed token stands for: typing repeats tokens, and the typo check reads every word.
const EXPANSION_CACHE_SIZE = 4_096;

/** A term's documents of one field weight: a bitset when dense, else a sorted position list. */
export interface WeightClass {
  weight: number;
  positions: Bitset | Int32Array;
}

/** The products a text matches, with each typed token's score levels (see `RankedMatch`). */
export type TextMatch = RankedMatch;

function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? key) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Free text over title, subtitle, fitting device names and description, prefix-aware and
 * typo-tolerant, plus part numbers and GTINs. Every typed token must match (AND); a token matches a term exactly,
 * as a prefix, or (letters only, from 4 letters) within one typo (two from 8 letters).
 *
 * A profile at 50,000 products showed the old per-document scoring (a float per matched
 * document per token, 200 KB of scores per query) dominating autocomplete. Now a token's matches are unions of
 * per-term, per-weight sets, grouped into score levels; relevance order reads the levels (see `relevance.ts`),
 * which are built only as far as a page reads them (see `ScoreLevels`).
 */
export class TextIndex {
  private readonly wordTermIds: number[];
  private readonly cache = new Map<string, TextMatch | undefined>();
  private readonly expansions = new Map<string, [number, number][]>();

  constructor(
    private readonly size: number,
    private readonly terms: readonly string[],
    private readonly postings: readonly (readonly WeightClass[])[],
    private readonly identifierKeys: readonly string[],
    private readonly identifierPositions: Int32Array,
  ) {
    this.wordTermIds = terms.flatMap((term, id) => (isWordToken(term) ? [id] : []));
  }

  /** The matching documents, or undefined when the text holds no token (no text constraint). */
  match(text: string): TextMatch | undefined {
    const key = text.trim();
    if (this.cache.has(key)) return this.cache.get(key);
    const result = this.compute(key);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, result);
    return result;
  }

  private compute(text: string): TextMatch | undefined {
    const tokens = tokenize(text);
    if (tokens.length === 0) return undefined;
    const exact = this.identifierHits(identifierOf(text), false);
    if (exact.length > 0) {
      const positions = new Bitset(this.size);
      for (const [position] of exact) positions.add(position);
      const levels = new ScoreLevels(this.size, [{ score: IDENTIFIER_WEIGHT, parts: [positions] }]);
      return { positions, tokens: [levels] };
    }
    const levels = tokens.map((token) => this.levelsOf(token));
    let positions: Bitset | undefined;
    // Each union is this text's own new set: the first takes the others' AND in place.
    for (const { union } of levels) positions = positions ? positions.andInPlace(union) : union;
    return { positions: positions ?? new Bitset(this.size), tokens: levels.map((token) => token.levels) };
  }

  /** One token's matches by best score (built as pages read them) and the positions of all of them. */
  private levelsOf(token: string): { levels: ScoreLevels; union: Bitset } {
    const parts = new Map<number, (Bitset | Int32Array)[]>();
    const at = (score: number): (Bitset | Int32Array)[] => {
      let list = parts.get(score);
      if (!list) {
        list = [];
        parts.set(score, list);
      }
      return list;
    };
    for (const [termId, quality] of this.expand(token)) {
      for (const { weight, positions } of this.postings[termId] ?? []) at(quality * weight).push(positions);
    }
    if (token.length >= MIN_IDENTIFIER_PREFIX_LENGTH && /\p{N}/u.test(token)) {
      const byScore = new Map<number, number[]>();
      for (const [position, score] of this.identifierHits(token, true)) {
        const positions = byScore.get(score);
        if (positions) positions.push(position);
        else byScore.set(score, [position]);
      }
      for (const [score, positions] of byScore) at(score).push(Int32Array.from(positions));
    }
    const sources: ScoreSource[] = [...parts.keys()]
      .sort((a, b) => b - a)
      .map((score) => ({ score, parts: parts.get(score) ?? [] }));
    const levels = new ScoreLevels(this.size, sources);
    return { levels, union: levels.union() };
  }

  /** The vocabulary terms a typed token stands for, each with how well it matches (1 = the word itself). */
  private expand(token: string): [number, number][] {
    const known = this.expansions.get(token);
    if (known) return known;
    const found = new Map<number, number>();
    const start = lowerBound(this.terms, token);
    if (this.terms[start] === token) found.set(start, 1);
    if (token.length >= MIN_PREFIX_LENGTH) {
      for (let id = start; id < this.terms.length && this.terms[id]?.startsWith(token); id++) {
        if (!found.has(id)) found.set(id, PREFIX_QUALITY);
      }
    }
    if (token.length >= MIN_TYPO_LENGTH && isWordToken(token)) {
      const typos = token.length >= TWO_TYPOS_LENGTH ? 2 : 1;
      for (const id of this.wordTermIds) {
        if (!found.has(id) && withinEditDistance(token, this.terms[id] ?? "", typos))
          found.set(id, TYPO_QUALITY);
      }
    }
    const expansion = [...found];
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.clear();
    this.expansions.set(token, expansion);
    return expansion;
  }

  /** Documents whose part number or GTIN equals (or starts with) `key`, with their scores. */
  private identifierHits(key: string, asPrefix: boolean): [number, number][] {
    const hits: [number, number][] = [];
    for (let i = lowerBound(this.identifierKeys, key); i < this.identifierKeys.length; i++) {
      const identifier = this.identifierKeys[i] ?? "";
      if (asPrefix ? !identifier.startsWith(key) : identifier !== key) break;
      const score = identifier === key ? IDENTIFIER_WEIGHT : IDENTIFIER_WEIGHT * PREFIX_QUALITY;
      hits.push([this.identifierPositions[i] ?? 0, score]);
    }
    return hits;
  }
}
