import type { AvailabilityIndicator } from "@catalogue/core/model";
import { describe, expect, it } from "vitest";
import { type CachedAnswer, CardAnswerCache } from "./card-answer-cache";

const NONE: readonly AvailabilityIndicator[] = [];
const noFavourites = () => false;
const noIndicators = { indicatorsOf: () => NONE };

function answer(key: string, bytes: number, productIds: number[] = [1]): CachedAnswer {
  return {
    key,
    body: new Uint8Array(bytes),
    productIds,
    favorites: productIds.map(() => false),
    partNumbers: productIds.map((id) => `P-${id}`),
    indicators: productIds.map(() => NONE),
  };
}

const kept = (cache: CardAnswerCache, key: string) =>
  cache.get(key, noFavourites, noIndicators) !== undefined;

describe("CardAnswerCache", () => {
  it("lets the least recently used answer go once more entries than allowed are kept", () => {
    const cache = new CardAnswerCache({ entries: 2, bytes: 1_000 });
    cache.set(answer("a", 10));
    cache.set(answer("b", 10));
    expect(kept(cache, "a")).toBe(true); // "a" is now the most recently used
    cache.set(answer("c", 10));
    expect([kept(cache, "a"), kept(cache, "b"), kept(cache, "c")]).toEqual([true, false, true]);
  });

  it("lets the oldest answers go once their bytes pass the budget, counting a replaced answer once", () => {
    const cache = new CardAnswerCache({ entries: 100, bytes: 100 });
    cache.set(answer("a", 40));
    cache.set(answer("a", 40));
    cache.set(answer("b", 40));
    expect([kept(cache, "a"), kept(cache, "b")]).toEqual([true, true]);
    cache.set(answer("c", 40));
    expect([kept(cache, "a"), kept(cache, "b"), kept(cache, "c")]).toEqual([false, true, true]);
    // An answer larger than the whole budget is not kept, and pushes no other one out.
    cache.set(answer("huge", 101));
    expect([kept(cache, "huge"), kept(cache, "b"), kept(cache, "c")]).toEqual([false, true, true]);
  });

  it("serves an answer only while the favourites and indicators of its products are the ones it was built from", () => {
    const cache = new CardAnswerCache({ entries: 10, bytes: 1_000 });
    const indicators = [{ id: 1 } as AvailabilityIndicator];
    cache.set({ ...answer("a", 10, [1, 2]), favorites: [false, true], indicators: [NONE, indicators] });
    const favourite = (id: number) => id === 2;
    expect(
      cache.get("a", favourite, { indicatorsOf: (part: string) => (part === "P-2" ? indicators : NONE) }),
    ).toBeDefined();
    expect(
      cache.get("a", noFavourites, { indicatorsOf: (part: string) => (part === "P-2" ? indicators : NONE) }),
    ).toBeUndefined();
    // A reload builds new indicator arrays: the same content in a new array is a change.
    expect(
      cache.get("a", favourite, {
        indicatorsOf: (part: string) => (part === "P-2" ? [...indicators] : NONE),
      }),
    ).toBeUndefined();
    expect(cache.get("a", favourite, noIndicators)).toBeUndefined();
  });
});
