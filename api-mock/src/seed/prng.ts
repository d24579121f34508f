// A small seeded PRNG of our own (mulberry32), so that the same SEED gives the same catalogue on every machine
// and Node version: Math.random cannot be seeded and library generators may change between releases.

/** A deterministic random source for the seed generator. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct elements of an array, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** Mulberry32 over a 32-bit seed; derive independent streams by passing a different seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError("pick from an empty array");
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    const taken = Math.min(count, copy.length);
    for (let i = 0; i < taken; i++) {
      const j = int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, taken);
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
}

/** A stable 32-bit hash of a string (FNV-1a), to derive a stream or a picture from an id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
