import { Bitset } from "./bitset";

/** The positions whose best score for one typed token is `score` (disjoint between levels). */
export interface ScoreLevel {
  score: number;
  positions: Bitset;
}

/** The term postings (dense sets or sorted position lists) that give a token one score. */
export interface ScoreSource {
  score: number;
  parts: readonly (Bitset | Int32Array)[];
}

function holds(part: Bitset | Int32Array, position: number): boolean {
  if (part instanceof Bitset) return part.has(position);
  let low = 0;
  let high = part.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((part[middle] ?? 0) < position) low = middle + 1;
    else high = middle;
  }
  return part[low] === position;
}

function orInto(target: Bitset, positions: Bitset | Int32Array): void {
  if (positions instanceof Bitset) target.orInPlace(positions);
  else target.addAll(positions);
}

/**
 * One typed token's matches by best score, each level built only when a query first reads it.
 * A page by relevance reads the levels best first and stops once it is full, so an autocomplete usually builds
 * one or two. The earlier form built every level (up to 13 sets of the catalogue's size per token) for each new
 * text: at 200,000 products that allocation was the index's largest item in a read's CPU profile.
 */
export class ScoreLevels {
  private readonly built: ScoreLevel[] = [];
  /** The positions of the levels built so far, once there are two (what the next level leaves out). */
  private covered: Bitset | undefined;

  /** `sources` best score first, one per score. */
  constructor(
    private readonly size: number,
    private readonly sources: readonly ScoreSource[],
  ) {}

  /** How many levels there are (some may be empty). */
  get length(): number {
    return this.sources.length;
  }

  /** The `index`-th best level: its source's postings less every better level's positions. */
  at(index: number): ScoreLevel {
    for (let next = this.built.length; next <= index; next++) {
      const { score, parts } = this.sources[next] as ScoreSource;
      const positions = new Bitset(this.size);
      for (const part of parts) orInto(positions, part);
      const [best] = this.built;
      if (best) {
        // One pass per level against what the better ones cover, not one per better level.
        this.covered ??= new Bitset(this.size).assign(best.positions);
        positions.andNotInPlace(this.covered);
        if (next + 1 < this.sources.length) this.covered.orInPlace(positions);
      }
      this.built.push({ score, positions });
    }
    return this.built[index] as ScoreLevel;
  }

  /**
   * What building every level costs against scoring one match from the postings, in word operations: a dense
   * posting is a pass over `words` (twice: once for the union, once for its level) or one bit test; a position
   * list is its length or a binary search; each level adds a pass to leave out the better ones and one to count
   * (the count alone once built).
   */
  costs(words: number): { levels: number; perMatch: number } {
    let levels = 0;
    let perMatch = 0;
    this.sources.forEach(({ parts }, index) => {
      // A level already built (a repeated text) costs its count alone.
      const built = index < this.built.length;
      levels += built ? words : 2 * words;
      for (const part of parts) {
        if (!built) levels += part instanceof Bitset ? 2 * words : 2 * part.length;
        perMatch += part instanceof Bitset ? 1 : 2 + Math.log2(part.length + 1);
      }
    });
    return { levels, perMatch };
  }

  /** The score of the best level that holds `position` (0 when none does), read from the postings. */
  scoreOf(position: number): number {
    for (const { score, parts } of this.sources) {
      for (const part of parts) if (holds(part, position)) return score;
    }
    return 0;
  }

  /** The positions of every level (one new set). */
  union(): Bitset {
    const union = new Bitset(this.size);
    for (const { parts } of this.sources) for (const part of parts) orInto(union, part);
    return union;
  }

  /** The levels that hold a position, best first. */
  nonEmpty(): ScoreLevel[] {
    return Array.from({ length: this.length }, (_, index) => this.at(index)).filter(
      (level) => level.positions.count() > 0,
    );
  }
}
