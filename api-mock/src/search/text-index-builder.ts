import { Bitset } from "./bitset";
import type { SearchDocument } from "./search-document";
import { TextIndex, type WeightClass } from "./text-index";
import { normalizeIdentifier, tokenize } from "./tokenize";

// A word in the title counts most, then subtitle, fitting device names, description. A posting
// keeps the field as its index here, so a lower index is a heavier field.
const FIELD_WEIGHTS = [4, 2, 1.5, 1] as const;
const TITLE = 0;
const SUBTITLE = 1;
const DEVICE_GROUP_NAMES = 2;
const DESCRIPTION = 3;
const FIELDS = FIELD_WEIGHTS.length;
// A term's documents of one weight are kept as a bitset when that is smaller than the position list (1 bit per
// document against 32 bits per listed one), so memory never exceeds the position lists'.
const BITSET_DENSITY = 1 / 32;

/**
 * Every (term, document, field) posting in the order added, as two growing typed
 * columns: the term id, and the position times `FIELDS` plus the field. A first form kept two JS arrays per
 * term, about 60 MB at 50,000 products that became garbage once the index was built.
 */
class PostingLog {
  length = 0;
  terms = new Int32Array(1 << 16);
  entries = new Int32Array(1 << 16);

  push(term: number, entry: number): void {
    if (this.length === this.terms.length) {
      const terms = new Int32Array(this.length * 2);
      terms.set(this.terms);
      this.terms = terms;
      const entries = new Int32Array(this.length * 2);
      entries.set(this.entries);
      this.entries = entries;
    }
    this.terms[this.length] = term;
    this.entries[this.length++] = entry;
  }

  /** The entries grouped by term (a counting sort, stable: each term's entries stay in the order added). */
  byTerm(termCount: number): { starts: Int32Array; entries: Int32Array } {
    const starts = new Int32Array(termCount + 1);
    for (let i = 0; i < this.length; i++) {
      const slot = (this.terms[i] ?? 0) + 1;
      starts[slot] = (starts[slot] ?? 0) + 1;
    }
    for (let term = 0; term < termCount; term++)
      starts[term + 1] = (starts[term + 1] ?? 0) + (starts[term] ?? 0);
    const next = starts.slice(0, termCount);
    const entries = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) {
      const term = this.terms[i] ?? 0;
      const at = next[term] ?? 0;
      entries[at] = this.entries[i] ?? 0;
      next[term] = at + 1;
    }
    return { starts, entries };
  }
}

/**
 * A term's documents by field weight, from its entries (ascending positions, a position once per field it
 * occurs in): each document counts with its heaviest field only.
 */
function classesOf(entries: Int32Array, from: number, to: number, size: number): WeightClass[] {
  const best: number[] = [];
  const counts = new Int32Array(FIELDS);
  for (let i = from; i < to; ) {
    const position = Math.floor((entries[i] ?? 0) / FIELDS);
    let field: number = FIELDS;
    for (; i < to && Math.floor((entries[i] ?? 0) / FIELDS) === position; i++) {
      field = Math.min(field, (entries[i] ?? 0) % FIELDS);
    }
    best.push(position * FIELDS + field);
    counts[field] = (counts[field] ?? 0) + 1;
  }
  const classes: WeightClass[] = [];
  for (let field = 0; field < FIELDS; field++) {
    const count = counts[field] ?? 0;
    if (count === 0) continue;
    const list = new Int32Array(count);
    let at = 0;
    for (const entry of best) if (entry % FIELDS === field) list[at++] = Math.floor(entry / FIELDS);
    const positions = count > size * BITSET_DENSITY ? new Bitset(size).addAll(list) : list;
    classes.push({ weight: FIELD_WEIGHTS[field] ?? 1, positions });
  }
  return classes;
}

/** Collects terms and identifiers document by document; `finish` freezes them into an index. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private log = new PostingLog();
  private readonly identifierKeys: string[] = [];
  private readonly identifierPositions: number[] = [];
  private readonly termsByText = new Map<string, Int32Array>();

  /** Adds the texts of the document at `position` (positions are added in ascending order). */
  add(position: number, document: SearchDocument): void {
    this.addText(position, document.title, TITLE);
    this.addText(position, document.subtitle, SUBTITLE);
    this.addText(position, document.deviceGroupNames.join(" "), DEVICE_GROUP_NAMES);
    this.addText(position, document.description, DESCRIPTION);
    this.addIdentifier(position, document.partNumber);
    for (const gtin of document.gtins) this.addIdentifier(position, gtin);
  }

  /**
   * The finished, immutable text index over `size` documents. The builder lets go
   * of what it collected (about 30 MB of postings at 50,000 products), as whatever holds it may outlive the build.
   */
  finish(size: number): TextIndex {
    const terms = [...this.termIds.keys()];
    const sorted = terms.map((_, id) => id).sort((a, b) => compare(terms[a] ?? "", terms[b] ?? ""));
    const { starts, entries } = this.log.byTerm(terms.length);
    this.log = new PostingLog();
    this.termIds.clear();
    this.termsByText.clear();
    const postings = sorted.map((id) => classesOf(entries, starts[id] ?? 0, starts[id + 1] ?? 0, size));
    const order = this.identifierKeys.map((_, at) => at);
    order.sort((a, b) => compare(this.identifierKeys[a] ?? "", this.identifierKeys[b] ?? "") || a - b);
    const identifierKeys = order.map((at) => this.identifierKeys[at] ?? "");
    const identifierPositions = Int32Array.from(order, (at) => this.identifierPositions[at] ?? 0);
    this.identifierKeys.length = 0;
    this.identifierPositions.length = 0;
    return new TextIndex(
      size,
      sorted.map((id) => terms[id] ?? ""),
      postings,
      identifierKeys,
      identifierPositions,
    );
  }

  private addIdentifier(position: number, identifier: string): void {
    this.identifierKeys.push(normalizeIdentifier(identifier));
    this.identifierPositions.push(position);
  }

  private addText(position: number, text: string, field: number): void {
    for (const term of this.termsOf(text)) this.log.push(term, position * FIELDS + field);
  }

  /** The term ids of a text's distinct tokens; catalogue texts repeat, so each is tokenized once. */
  private termsOf(text: string): Int32Array {
    const known = this.termsByText.get(text);
    if (known) return known;
    const ids = Int32Array.from(new Set(tokenize(text)), (token) => {
      const existing = this.termIds.get(token);
      if (existing !== undefined) return existing;
      this.termIds.set(token, this.termIds.size);
      return this.termIds.size - 1;
    });
    this.termsByText.set(text, ids);
    return ids;
  }
}

/** Code-unit order, as `Array.prototype.sort` orders strings by default. */
function compare(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
