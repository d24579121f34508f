import { describe, expect, it } from "vitest";
import { documentOf } from "./search-document.fixtures";
import { createSearchIndex } from "./search-index";

// Core spec 5 (hide without market clearance): products 2 and 3 lack clearance in country 7, product 3 also in
// every country without rows of its own (key 0).
const index = createSearchIndex([
  documentOf(1, { title: "Mask cushion", careAreas: ["OR"] }),
  documentOf(2, { title: "Mask frame", careAreas: ["ICU"], unclearedIn: [7] }),
  documentOf(3, { title: "Mask strap", careAreas: ["ICU"], unclearedIn: [0, 7] }),
]);
const idsOf = (page: { content: { id: number }[] }) => page.content.map((document) => document.id);

describe("search index visibility (hide without market clearance)", () => {
  it("leaves out the products without clearance under the given country key only", () => {
    expect(idsOf(index.search({ search: "mask", size: 10 }))).toHaveLength(3);
    expect(idsOf(index.search({ search: "mask", size: 10, hideUnclearedIn: 7 })).sort()).toEqual([1]);
    expect(idsOf(index.search({ size: 10, hideUnclearedIn: 0 })).sort()).toEqual([1, 2]);
    expect(index.search({ size: 10, hideUnclearedIn: 9 }).totalCount).toBe(3);
  });

  it("applies to facets, filter matches, counters and autocomplete alike", () => {
    const visible = { hideUnclearedIn: 7 };
    const icu = (counts: { value: string; count: number }[]) =>
      counts.find((entry) => entry.value === "ICU")?.count;

    expect(icu(index.facets({}).careArea)).toBe(2);
    expect(icu(index.facets(visible).careArea)).toBe(0);
    expect(index.filterMatches({ careArea: ["ICU"] }, undefined, { hideUnclearedIn: 0 })).toBe(1);
    expect(index.productCounters(visible).find((counter) => counter.careArea === "ICU")?.count).toBe(0);
    expect(index.productCounters().find((counter) => counter.careArea === "ICU")?.count).toBe(2);
    expect(index.autocomplete("mask", visible).totalCount).toBe(1);
    expect(index.autocomplete("mask").totalCount).toBe(3);
  });
});
