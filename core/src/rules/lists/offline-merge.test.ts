import { describe, expect, it } from "vitest";
import { mergeOfflineEdits, type OfflineEdit, type OfflineMergeState } from "./offline-merge";

// Supplement 7 (offline sync): the merge on a ward list the rep edited offline while a colleague changed it too.

const WARD = 7;
const GLOVES = 1;
const MASKS = 2;
const GOWNS = 3;

function ward(overrides: Partial<OfflineMergeState> = {}): OfflineMergeState {
  return {
    lists: new Map([
      [
        WARD,
        new Map([
          [GLOVES, { quantity: 3, crp: 10 }],
          [MASKS, { quantity: 5, crp: 0.3 }],
        ]),
      ],
    ]),
    mayJoin: () => true,
    defaultCrp: () => 4.5,
    ...overrides,
  };
}

const head = (changeId: string, productId: number, listId = WARD) => ({ changeId, listId, productId });

describe("mergeOfflineEdits", () => {
  it("chains edits of one element and appends an added product", () => {
    const edits: OfflineEdit[] = [
      { ...head("a", GLOVES), kind: "quantity", base: 3, value: 4 },
      { ...head("b", GLOVES), kind: "quantity", base: 4, value: 6 },
      { ...head("c", GOWNS), kind: "add", quantity: 2 },
    ];
    const merge = mergeOfflineEdits(ward(), edits);

    expect(merge.results.map((r) => r.outcome)).toEqual(["APPLIED", "APPLIED", "APPLIED"]);
    expect(merge.lists.get(WARD)).toEqual({
      elements: new Map([
        [GLOVES, { quantity: 6, crp: 10 }],
        [MASKS, { quantity: 5, crp: 0.3 }],
        [GOWNS, { quantity: 2, crp: 4.5 }],
      ]),
      added: [GOWNS],
      changed: [GLOVES],
    });
  });

  it("keeps the colleague's quantity and reports it; the rep's CRP of the same element still lands", () => {
    const state = ward();
    const edits: OfflineEdit[] = [
      { ...head("a", GLOVES), kind: "quantity", base: 2, value: 4 },
      { ...head("b", GLOVES), kind: "crp", base: 10, value: 9.5 },
    ];
    const merge = mergeOfflineEdits(state, edits);

    expect(merge.results).toEqual([
      { ...head("a", GLOVES), outcome: "CONFLICT", serverValue: 3 },
      { ...head("b", GLOVES), outcome: "APPLIED" },
    ]);
    expect(merge.lists.get(WARD)?.elements.get(GLOVES)).toEqual({ quantity: 3, crp: 9.5 });
  });

  it("compares prices by the cent, so a sum that lands beside 0.3 in binary is still the rep's base", () => {
    const edits: OfflineEdit[] = [{ ...head("a", MASKS), kind: "crp", base: 0.1 + 0.2, value: 0.25 }];

    expect(mergeOfflineEdits(ward(), edits).results[0]?.outcome).toBe("APPLIED");
  });

  it("counts an edit to the value the list already holds as applied, and writes nothing for it", () => {
    const merge = mergeOfflineEdits(ward(), [{ ...head("a", GLOVES), kind: "quantity", base: 1, value: 3 }]);

    expect(merge.results[0]?.outcome).toBe("APPLIED");
    expect(merge.lists.get(WARD)?.changed).toEqual([]);
  });

  it("answers a product held meanwhile, a removed element, a product that may not join and a gone list", () => {
    const edits: OfflineEdit[] = [
      { ...head("a", MASKS), kind: "add", quantity: 9, crp: 1 },
      { ...head("b", GOWNS), kind: "quantity", base: 1, value: 2 },
      { ...head("c", GOWNS), kind: "add", quantity: 1, crp: null },
      { ...head("d", GLOVES, 99), kind: "quantity", base: 3, value: 4 },
    ];
    const merge = mergeOfflineEdits(ward({ mayJoin: (_list, product) => product !== GOWNS }), edits);

    expect(merge.results.map((r) => [r.outcome, r.serverValue])).toEqual([
      ["DUPLICATE", 5],
      ["ELEMENT_GONE", undefined],
      ["PRODUCT_UNAVAILABLE", undefined],
      ["LIST_GONE", undefined],
    ]);
    expect(merge.lists.get(WARD)).toEqual({ elements: ward().lists.get(WARD), added: [], changed: [] });
    expect(merge.lists.has(99)).toBe(false);
  });
});
