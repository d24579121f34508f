import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_MAX } from "../../constants";
import {
  currencyArbitrary,
  listElementArbitrary,
  productIdArbitrary,
  shareTargetsArbitrary,
  uniqueListElementsArbitrary,
} from "../../testing/index";
import { moveElement } from "./custom-order";
import { isAllowedDraftShareChange } from "./draft-share-change";
import { addToEmailHistory } from "./email-history";
import { partitionDuplicates } from "./partition-duplicates";
import { resolveDuplicateConflict } from "./resolve-duplicate-conflict";
import { elementsForSaveAsMine } from "./save-as-mine";
import { addToSearchHistory } from "./search-history";

const runs = { numRuns: 200 };
const sorted = <T>(values: readonly T[]): T[] => [...values].sort();

describe("list rules, stated in other words", () => {
  it("after adding, every product of the list appears exactly once", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(productIdArbitrary),
        fc.array(listElementArbitrary),
        (existing, candidates) => {
          const { accepted, duplicates } = partitionDuplicates(existing, candidates);
          const all = [...existing, ...accepted.map((element) => element.productId)];
          expect(new Set(all).size).toBe(all.length);
          expect(accepted.length + duplicates.length).toBe(candidates.length);
        },
      ),
      runs,
    );
  });

  it("a draft whose targets are a sample of the original is allowed; one with a new country is not", () => {
    fc.assert(
      fc.property(shareTargetsArbitrary, fc.integer({ min: 31, max: 60 }), (original, foreign) => {
        const dropped = {
          sharedCountryIds: original.sharedCountryIds.filter((_, i) => i % 2 === 0),
          sharedSubregionIds: original.sharedSubregionIds.slice(1),
        };
        expect(isAllowedDraftShareChange(original, dropped)).toBe(true);
        const grown = { ...original, sharedCountryIds: [...original.sharedCountryIds, foreign] };
        expect(isAllowedDraftShareChange(original, grown)).toBe(false);
      }),
      runs,
    );
  });

  it("search history stays short, unique, blank-free and starts with the last real search", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("mask", "Tube", " ", "", "filter", "hose", "valve", "cable")),
        (terms) => {
          const history = terms.reduce(
            (acc, title) => addToSearchHistory(acc, { title }),
            [] as { title: string }[],
          );
          const titles = history.map((item) => item.title);
          expect(titles.length).toBeLessThanOrEqual(SEARCH_HISTORY_MAX);
          expect(new Set(titles).size).toBe(titles.length);
          expect(titles.every((title) => title.trim() !== "")).toBe(true);
          const lastReal = terms.filter((term) => term.trim() !== "").at(-1);
          if (lastReal !== undefined) expect(titles[0]).toBe(lastReal.trim());
        },
      ),
      runs,
    );
  });

  it("e-mail history holds every address once, whatever the letter case", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom("a@x.com", "A@X.com", "b@x.com", "C@x.com"))),
        (batches) => {
          const history = batches.reduce(addToEmailHistory, [] as string[]);
          const lowered = history.map((email) => email.toLowerCase());
          expect(new Set(lowered).size).toBe(lowered.length);
          const everSent = new Set(batches.flat().map((email) => email.toLowerCase()));
          expect(new Set(lowered)).toEqual(everSent);
        },
      ),
      runs,
    );
  });

  it("any sequence of moves keeps the custom order a permutation", () => {
    const moves = fc.array(fc.tuple(fc.integer({ min: -2, max: 12 }), fc.integer({ min: -2, max: 12 })));
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 10 }), moves, (order, steps) => {
        const result = steps.reduce((current, [from, to]) => moveElement(current, from, to), order);
        expect(sorted(result)).toEqual(sorted(order));
      }),
      runs,
    );
  });

  it("a resolved conflict holds each product once, and ignored values come from the list", () => {
    fc.assert(
      fc.property(uniqueListElementsArbitrary, uniqueListElementsArbitrary, (existing, incoming) => {
        const merged = resolveDuplicateConflict(existing, incoming, {
          prices: "ignore",
          quantities: "ignore",
        });
        const ids = merged.map((element) => element.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const element of existing) expect(merged).toContainEqual(element);
        expect(new Set(ids)).toEqual(new Set([...existing, ...incoming].map((element) => element.productId)));
      }),
      runs,
    );
  });

  it("with override, a shared product takes the incoming price and quantity", () => {
    fc.assert(
      fc.property(uniqueListElementsArbitrary, uniqueListElementsArbitrary, (existing, incoming) => {
        const merged = resolveDuplicateConflict(existing, incoming, {
          prices: "override",
          quantities: "override",
        });
        for (const element of incoming) {
          const found = merged.find((candidate) => candidate.productId === element.productId);
          expect(found?.quantity).toBe(element.quantity);
          expect(found?.pricing.crp).toBe(element.pricing.crp);
        }
      }),
      runs,
    );
  });

  it("a copy in another currency carries no price; in the same currency it carries them all", () => {
    fc.assert(
      fc.property(uniqueListElementsArbitrary, currencyArbitrary, currencyArbitrary, (elements, from, to) => {
        const copy = elementsForSaveAsMine(elements, from, to);
        if (from !== to) expect(copy.every((element) => element.pricing.crp === null)).toBe(true);
        else expect(copy).toEqual(elements);
      }),
      runs,
    );
  });
});
