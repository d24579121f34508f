import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OfflineChange } from "../../api/offline-sync";
import { OFFLINE_SYNC_MAX_CHANGES } from "../../api/offline-sync";
import { offlineSyncBatches, queueOfflineEdit, summarizeOfflineSync } from "./offline-queue";

const quantity = (changeId: string, productId: number, base: number, value: number): OfflineChange => ({
  changeId,
  kind: "quantity",
  listId: 7,
  productId,
  base,
  value,
});
const queueOf = (edits: readonly OfflineChange[]) =>
  edits.reduce<OfflineChange[]>((queue, edit) => queueOfflineEdit(queue, edit), []);

describe("the offline edit queue (supplement 7)", () => {
  it("keeps the first base and the last value of one value edited twice, in the first edit's place", () => {
    const queue = queueOf([quantity("a", 1, 3, 4), quantity("b", 2, 1, 2), quantity("c", 1, 4, 9)]);
    expect(queue).toEqual([quantity("a", 1, 3, 9), quantity("b", 2, 1, 2)]);
  });

  it("drops an edit back to the value the server had", () => {
    expect(queueOf([quantity("a", 1, 3, 4), quantity("b", 1, 4, 3)])).toEqual([]);
    expect(queueOf([quantity("a", 1, 3, 3)])).toEqual([]);
  });

  it("keeps a quantity and a CRP edit of one product apart", () => {
    const crp: OfflineChange = {
      changeId: "b",
      kind: "crp",
      listId: 7,
      productId: 1,
      base: null,
      value: 12.5,
    };
    expect(queueOf([quantity("a", 1, 3, 4), crp])).toHaveLength(2);
  });

  it("changes a product added offline instead of queueing an edit of it", () => {
    const add: OfflineChange = {
      changeId: "a",
      kind: "add",
      listId: 7,
      productId: 5,
      quantity: 1,
      crp: null,
    };
    const queue = queueOf([
      add,
      quantity("b", 5, 1, 6),
      { changeId: "c", kind: "crp", listId: 7, productId: 5, base: null, value: 3 },
      { ...add, changeId: "d" },
    ]);
    expect(queue).toEqual([{ ...add, quantity: 6, crp: 3 }]);
  });

  it("holds one edit per value, each with the first base and the last value (property)", () => {
    const edit = fc.record({
      productId: fc.integer({ min: 1, max: 4 }),
      value: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        // The value the user sees is the server's (2) until edited; each edit's base is what was shown before it.
        const shown = new Map<number, number>();
        const queue = queueOf(
          edits.map(({ productId, value }, index) => {
            const base = shown.get(productId) ?? 2;
            shown.set(productId, value);
            return quantity(String(index), productId, base, value);
          }),
        );
        const products = queue.map((change) => change.productId);
        expect(new Set(products).size).toBe(products.length);
        for (const [productId, value] of shown) {
          const queued = queue.find((change) => change.productId === productId);
          if (value === 2) expect(queued).toBeUndefined();
          else expect(queued).toMatchObject({ base: 2, value });
        }
      }),
      { numRuns: 200 },
    );
  });

  it("sends a long queue in order, in calls of at most the limit", () => {
    const queue = Array.from({ length: OFFLINE_SYNC_MAX_CHANGES + 3 }, (_, index) =>
      quantity(String(index), index + 1, 0, 1),
    );
    const batches = offlineSyncBatches(queue);
    expect(batches.map((batch) => batch.length)).toEqual([OFFLINE_SYNC_MAX_CHANGES, 3]);
    expect(batches.flat()).toEqual(queue);
  });

  it("sums up the answer: applied edits, and each other one with the value the server kept", () => {
    const sent = [quantity("a", 1, 3, 4), quantity("b", 2, 1, 2), quantity("c", 3, 1, 5)];
    const summary = summarizeOfflineSync(sent, [
      { changeId: "a", listId: 7, productId: 1, outcome: "APPLIED" },
      { changeId: "b", listId: 7, productId: 2, outcome: "CONFLICT", serverValue: 8 },
    ]);
    expect(summary.applied).toBe(1);
    expect(summary.unapplied).toEqual([
      { change: sent[1], outcome: "CONFLICT", serverValue: 8 },
      { change: sent[2], outcome: "LIST_GONE", serverValue: null },
    ]);
  });
});
