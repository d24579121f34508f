import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArbitrary, productIdArbitrary, uniqueListElementsArbitrary } from "../testing/index";
import { holdsAnyOf, planAdditions, type TargetList } from "./add-to-lists-plan";

const listsArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    title: fc.constant("List"),
    currency: currencyArbitrary,
    productIds: fc.uniqueArray(productIdArbitrary, { maxLength: 8 }),
  }),
  { selector: (list) => list.id, maxLength: 5 },
);

const products = uniqueListElementsArbitrary.map((elements) =>
  elements.map((element) => ({ ...element, pricing: { crp: element.pricing.crp ?? null } })),
);

describe("planAdditions, stated in other words", () => {
  it("sends each list exactly the products it lacks and reports the rest as skipped", () => {
    fc.assert(
      fc.property(listsArbitrary, products, (lists: TargetList[], toAdd) => {
        const { additions, skipped } = planAdditions(lists, toAdd);
        for (const list of lists) {
          const sent = additions.find((a) => a.listId === list.id)?.elements.map((e) => e.productId) ?? [];
          const held = skipped.find((s) => s.listId === list.id)?.productIds ?? [];
          expect(sent.some((id) => list.productIds.includes(id))).toBe(false);
          expect(held.every((id) => list.productIds.includes(id))).toBe(true);
          expect([...sent, ...held].sort()).toEqual(toAdd.map((p) => p.productId).sort());
          expect(holdsAnyOf(list, toAdd)).toBe(held.length > 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
