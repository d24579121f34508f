import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_MAX } from "../constants";
import type { SearchHistoryItem } from "../model/search-history-item";
import { addToSearchHistory } from "./search-history";

const item = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  title: fc.constantFrom("Atlan A100", "Mask S", "SpO2 sensor", "Hose", "Filter", "Bag", "Trap"),
  subtitle: fc.option(fc.constantFrom("adult", "neonatal"), { nil: null }),
  imageId: fc.constant(null),
}) satisfies fc.Arbitrary<SearchHistoryItem>;

function replay(items: SearchHistoryItem[]): SearchHistoryItem[] {
  return items.reduce<SearchHistoryItem[]>((history, next) => addToSearchHistory(history, next), []);
}

describe("addToSearchHistory (core spec 9: a title once, newest first, 5 entries)", () => {
  it("keeps each title once and at most SEARCH_HISTORY_MAX entries", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const titles = replay(items).map((entry) => entry.title);
        expect(new Set(titles).size).toBe(titles.length);
        expect(titles.length).toBeLessThanOrEqual(SEARCH_HISTORY_MAX);
      }),
    );
  });

  it("puts the latest item first and orders the rest by their last visit", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 30 }), (items) => {
        const history = replay(items);
        expect(history[0]).toEqual(items.at(-1));
        // The expected order: distinct titles by last occurrence, newest first.
        const lastVisits = [...items]
          .reverse()
          .filter((v, i, all) => all.findIndex((o) => o.title === v.title) === i);
        expect(history).toEqual(lastVisits.slice(0, SEARCH_HISTORY_MAX));
      }),
    );
  });

  it("does not keep a blank title", () => {
    expect(addToSearchHistory([], { id: 1, title: "  ", subtitle: null, imageId: null })).toEqual([]);
  });
});
