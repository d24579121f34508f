/**
 * A fixed-size set of document positions as 32-bit words, so filters combine by word-wise AND/OR
 * and counts are popcounts: 50,000 products fit in 1,563 words.
 */
export class Bitset {
  readonly size: number;
  readonly words: Uint32Array;

  constructor(size: number, words?: Uint32Array) {
    this.size = size;
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  /** The set of every position below `size`. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  /** Adds one position. */
  add(position: number): void {
    const index = position >>> 5;
    this.words[index] = (this.words[index] ?? 0) | (1 << (position & 31));
  }

  /** Whether a position is in the set. */
  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  /** A new set with the positions of both sets. */
  and(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let i = 0; i < words.length; i++) words[i] = (this.words[i] ?? 0) & (other.words[i] ?? 0);
    return new Bitset(this.size, words);
  }

  /** A new set with the positions of this set not in `other`. */
  andNot(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let i = 0; i < words.length; i++) words[i] = (this.words[i] ?? 0) & ~(other.words[i] ?? 0);
    return new Bitset(this.size, words);
  }

  /**
   * Makes this set `left AND right` (or `left AND NOT right`) in place and returns it. A search
   * request intersects into one scratch set instead of allocating a set per filter (the profile's hot spot).
   */
  assignAnd(left: Bitset, right: Bitset, negateRight = false): this {
    const target = this.words;
    const a = left.words;
    const b = right.words;
    if (negateRight) for (let i = 0; i < target.length; i++) target[i] = (a[i] ?? 0) & ~(b[i] ?? 0);
    else for (let i = 0; i < target.length; i++) target[i] = (a[i] ?? 0) & (b[i] ?? 0);
    return this;
  }

  /** Keeps only the positions `other` holds too (in place, no new set). */
  andInPlace(other: Bitset): this {
    const target = this.words;
    const b = other.words;
    for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) & (b[i] ?? 0);
    return this;
  }

  /** Makes this set a copy of `other` (in place). */
  assign(other: Bitset): this {
    this.words.set(other.words);
    return this;
  }

  /** Adds every position of `other` to this set. */
  orInPlace(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = (this.words[i] ?? 0) | (other.words[i] ?? 0);
    return this;
  }

  /** How many positions the set holds. */
  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) total += popcount(this.words[i] ?? 0);
    return total;
  }

  /** How many positions both sets hold, without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++)
      total += popcount((this.words[i] ?? 0) & (other.words[i] ?? 0));
    return total;
  }

  /**
   * The indexes of the words that hold a position (few when the set is sparse), written into `into` (at least
   * as long as `words`, a caller's reused scratch) when given, else into a new array.
   */
  nonZeroWords(into?: Int32Array): Int32Array {
    const indexes = into ?? new Int32Array(this.words.length);
    let length = 0;
    for (let i = 0; i < this.words.length; i++) if (this.words[i] !== 0) indexes[length++] = i;
    return indexes.subarray(0, length);
  }

  /** `countAnd` over the given words only (the set's `nonZeroWords()`). */
  countAndIn(other: Bitset, wordIndexes: Int32Array): number {
    let total = 0;
    for (const i of wordIndexes) total += popcount((this.words[i] ?? 0) & (other.words[i] ?? 0));
    return total;
  }

  /** Adds every position of a sorted posting list (a term's documents). */
  addAll(positions: Int32Array): this {
    for (let k = 0; k < positions.length; k++) {
      const position = positions[k] ?? 0;
      const index = position >>> 5;
      this.words[index] = (this.words[index] ?? 0) | (1 << (position & 31));
    }
    return this;
  }

  /** Removes every position of `other` from this set. */
  andNotInPlace(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] = (this.words[i] ?? 0) & ~(other.words[i] ?? 0);
    return this;
  }

  /**
   * Up to `size` positions after skipping the first `offset`, ascending
   * (or descending from the end). Whole words are skipped by their popcount, so a deep page costs no more than a
   * pass over the words. With `within`, the positions of `this AND within`, without building that set.
   */
  select(offset: number, size: number, descending = false, within?: Bitset): number[] {
    const result: number[] = [];
    let skip = offset;
    const last = this.words.length - 1;
    const mask = within?.words;
    for (let step = 0; step <= last && result.length < size; step++) {
      const i = descending ? last - step : step;
      let word = mask ? (this.words[i] ?? 0) & (mask[i] ?? 0) : (this.words[i] ?? 0);
      if (word === 0) continue;
      const bits = popcount(word);
      if (skip >= bits) {
        skip -= bits;
        continue;
      }
      while (word !== 0 && result.length < size) {
        const bit = descending ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
        word &= ~(1 << bit);
        if (skip > 0) skip--;
        else result.push(i * 32 + bit);
      }
    }
    return result;
  }

  /** The positions in ascending order. */
  toArray(): number[] {
    const positions: number[] = [];
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        positions.push(i * 32 + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
    return positions;
  }
}

function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
