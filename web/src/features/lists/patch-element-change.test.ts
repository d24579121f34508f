import type { ElementChangeResponse, ListElementsResponse } from "@catalogue/core/api";
import { describe, expect, it } from "vitest";
import { exampleCard } from "../catalogue";
import { exampleElement, exampleList } from "./list-fixtures";
import { patchElements, patchListHead } from "./patch-element-change";

const elements: ListElementsResponse = {
  content: [exampleElement(1, exampleCard({ id: 11 })), exampleElement(2, exampleCard({ id: 12 }))],
  totalCount: 2,
  version: 3,
  sortingType: "CREATED_AT",
};
const pricing = { ...elements.content[1]?.pricing, totalPieces: 50, totalPrice: 600, piecesPerPackage: 10 };
const change: ElementChangeResponse = {
  element: {
    id: 2,
    listId: 1,
    productId: 12,
    quantity: 5,
    sortOrder: 2,
    pricing: { ...pricing, packagesPerDelivery: 1 },
  },
  version: 4,
  lastUpdatedAt: "2026-11-27T10:00:00.000Z",
  totals: { totalAmount: 840, totalGgp: 700 },
};

describe("patching a change's answer into the cached list", () => {
  it("sets the changed element's quantity and pricing and the list's version, keeping its card", () => {
    const patched = patchElements(elements, change);

    expect(patched.version).toBe(4);
    expect(patched.content[1]).toEqual({
      ...elements.content[1],
      quantity: 5,
      pricing: change.element.pricing,
    });
  });

  it("keeps every other element as it was, the same object", () => {
    const patched = patchElements(elements, change);

    expect(patched.content[0]).toBe(elements.content[0]);
    expect(patched.totalCount).toBe(2);
  });

  it("sets the list header's version, edit time and totals", () => {
    const head = exampleList({ id: 1, version: 3, totalAmount: 480, totalGgp: 400 });

    expect(patchListHead(head, change)).toEqual({
      ...head,
      version: 4,
      lastUpdatedAt: "2026-11-27T10:00:00.000Z",
      totalAmount: 840,
      totalGgp: 700,
    });
  });

  it("leaves the header's totals alone when the answer has none (a caller without prices)", () => {
    const head = exampleList({ id: 1, version: 3 });
    const { totals: _totals, ...withoutTotals } = change;

    const patched = patchListHead(head, withoutTotals);

    expect(patched).toEqual({ ...head, version: 4, lastUpdatedAt: "2026-11-27T10:00:00.000Z" });
    expect(patched.totalAmount).toBe(head.totalAmount);
  });
});
