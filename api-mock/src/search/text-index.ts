import { Bitset } from "./bitset";
import { withinEditDistance } from "./edit-distance";
import type { SearchDocument } from "./search-document";
import { isWordToken, normalizeIdentifier, tokenize } from "./tokenize";

// Issue 6 item 1: a word in the title counts most, then subtitle, fitting device names, description.
const FIELD_WEIGHTS = { title: 4, subtitle: 2, deviceGroupNames: 1.5, description: 1 } as const;
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

interface Postings {
  docs: Int32Array;
  weights: Float32Array;
}

/** Issue 6 item 1: the products a text matches and each one's relevance (higher first). */
export interface TextMatch {
  positions: Bitset;
  scores: Float32Array;
}

/** Issue 6 item 8: collects terms and identifiers document by document; `finish` freezes them into an index. */
export class TextIndexBuilder {
  private readonly terms = new Map<string, { docs: number[]; weights: number[] }>();
  private readonly identifiers: [string, number][] = [];
  private readonly postingsByText = new Map<string, { docs: number[]; weights: number[] }[]>();

  /** Issue 6 item 8: adds the texts of the document at `position` (positions are added in ascending order). */
  add(position: number, document: SearchDocument): void {
    this.addText(position, document.title, FIELD_WEIGHTS.title);
    this.addText(position, document.subtitle, FIELD_WEIGHTS.subtitle);
    this.addText(position, document.deviceGroupNames.join(" "), FIELD_WEIGHTS.deviceGroupNames);
    this.addText(position, document.description, FIELD_WEIGHTS.description);
    for (const identifier of [document.partNumber, ...document.gtins]) {
      this.identifiers.push([normalizeIdentifier(identifier), position]);
    }
  }

  /** Issue 6 item 8: the finished, immutable text index over `size` documents. */
  finish(size: number): TextIndex {
    const terms = [...this.terms.keys()].sort();
    const postings = terms.map((term) => {
      const collected = this.terms.get(term) ?? { docs: [], weights: [] };
      return { docs: Int32Array.from(collected.docs), weights: Float32Array.from(collected.weights) };
    });
    const identifiers = this.identifiers.sort(([left], [right]) =>
      left < right ? -1 : left > right ? 1 : 0,
    );
    return new TextIndex(
      size,
      terms,
      postings,
      identifiers.map(([key]) => key),
      Int32Array.from(identifiers.map(([, position]) => position)),
    );
  }

  private addText(position: number, text: string, weight: number): void {
    for (const postings of this.postingsOf(text)) {
      const last = postings.docs.length - 1;
      if (postings.docs[last] === position)
        postings.weights[last] = Math.max(postings.weights[last] ?? 0, weight);
      else {
        postings.docs.push(position);
        postings.weights.push(weight);
      }
    }
  }

  /** The growing postings of each token of a text; catalogue texts repeat, so each is tokenized once. */
  private postingsOf(text: string): { docs: number[]; weights: number[] }[] {
    const known = this.postingsByText.get(text);
    if (known) return known;
    const postings = [...new Set(tokenize(text))].map((token) => {
      const existing = this.terms.get(token);
      if (existing) return existing;
      const created = { docs: [], weights: [] };
      this.terms.set(token, created);
      return created;
    });
    this.postingsByText.set(text, postings);
    return postings;
  }
}

/** Adds a term's documents to a token's matches, keeping each document's best score. */
function addPostings(best: Float32Array, matched: Bitset, postings: Postings, quality: number): void {
  const { docs, weights } = postings;
  for (let k = 0; k < docs.length; k++) {
    const position = docs[k] ?? 0;
    const score = quality * (weights[k] ?? 0);
    if (score > (best[position] ?? 0)) best[position] = score;
    matched.add(position);
  }
}

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
 * Issue 6 item 1: free text over title, subtitle, fitting device names and description, prefix-aware and
 * typo-tolerant, plus part numbers and GTINs. Every typed token must match (AND); a token matches a term exactly,
 * as a prefix, or (letters only, from 4 letters) within one typo (two from 8 letters).
 */
export class TextIndex {
  private readonly wordTermIds: number[];
  private readonly cache = new Map<string, TextMatch | undefined>();
  private readonly best: Float32Array;

  constructor(
    private readonly size: number,
    private readonly terms: readonly string[],
    private readonly postings: readonly Postings[],
    private readonly identifierKeys: readonly string[],
    private readonly identifierPositions: Int32Array,
  ) {
    this.best = new Float32Array(size);
    this.wordTermIds = terms.flatMap((term, id) => (isWordToken(term) ? [id] : []));
  }

  /** Issue 6 item 1: the matching documents, or undefined when the text holds no token (no text constraint). */
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
    const scores = new Float32Array(this.size);
    const exact = this.identifierHits(normalizeIdentifier(text), false);
    if (exact.length > 0) {
      const positions = new Bitset(this.size);
      for (const [position, score] of exact) {
        positions.add(position);
        scores[position] = score;
      }
      return { positions, scores };
    }
    let positions = Bitset.full(this.size);
    for (const token of tokens) positions = positions.and(this.scoreToken(token, scores));
    return { positions, scores };
  }

  /**
   * Adds each document's best score for one token to `total` and returns the documents the token matched.
   * The per-token best scores live in one reused buffer, reset where touched, so a query allocates little.
   */
  private scoreToken(token: string, total: Float32Array): Bitset {
    const matched = new Bitset(this.size);
    const best = this.best;
    for (const [termId, quality] of this.expand(token)) {
      const postings = this.postings[termId];
      if (postings) addPostings(best, matched, postings, quality);
    }
    if (token.length >= MIN_IDENTIFIER_PREFIX_LENGTH && /\p{N}/u.test(token)) {
      for (const [position, score] of this.identifierHits(token, true)) {
        if (score > (best[position] ?? 0)) best[position] = score;
        matched.add(position);
      }
    }
    for (const position of matched.toArray()) {
      total[position] = (total[position] ?? 0) + (best[position] ?? 0);
      best[position] = 0;
    }
    return matched;
  }

  /** The vocabulary terms a typed token stands for, each with how well it matches (1 = the word itself). */
  private expand(token: string): Map<number, number> {
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
    return found;
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
