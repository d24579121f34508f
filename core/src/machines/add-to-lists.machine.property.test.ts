import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { reachableSnapshots } from "../testing/machine-graph";
import { addToListsMachine } from "./add-to-lists.machine";
import type { ProductToAdd, TargetList } from "./add-to-lists-plan";

type Event = EventFromLogic<typeof addToListsMachine>;

const lists: TargetList[] = [
  { id: 1, title: "Ward A", currency: "EUR", productIds: [10] },
  { id: 2, title: "Ward B", currency: "EUR", productIds: [] },
  { id: 3, title: "US clinic", currency: "USD", productIds: [] },
];
const products: ProductToAdd[] = [
  { productId: 10, quantity: 1, pricing: { crp: 5 } },
  { productId: 11, quantity: 2, pricing: { crp: null } },
];
const events = [
  ...lists.map((list) => ({ type: "lists.toggled", listId: list.id })),
  { type: "item.quantityChanged", productId: 11, quantity: 3 },
  { type: "wizard.next" },
  { type: "wizard.back" },
  { type: "wizard.confirm" },
  { type: "conflict.resolved", resolution: { prices: "override", quantities: "override" } },
  { type: "conflict.cancelled" },
  { type: "xstate.done.actor.addToLists" },
  { type: "xstate.error.actor.addToLists", error: { status: 500, resultKey: "INTERNAL_ERROR", message: "" } },
  { type: "wizard.viewSkipped" },
  { type: "wizard.close" },
] as unknown as Event[];

describe("add-to-lists machine, every reachable state", () => {
  const snapshots = reachableSnapshots(addToListsMachine, {
    events,
    input: { userCurrency: "EUR", lists, products },
  });

  it("reaches the conflict dialog and the skipped products", () => {
    const values = snapshots.map((snapshot) => snapshot.value);
    expect(values).toContain("conflict");
    expect(values).toContain("skippedProducts");
  });

  it("never selects a list in another currency than the user's", () => {
    for (const { context } of snapshots) expect(context.selectedListIds).not.toContain(3);
  });

  it("only goes past the list step with a list chosen", () => {
    for (const snapshot of snapshots.filter((s) => !s.matches("selectingLists")))
      expect(snapshot.context.selectedListIds.length).toBeGreaterThan(0);
  });

  it("reports as skipped only products the list already held", () => {
    for (const { context } of snapshots)
      for (const skipped of context.skipped) {
        const list = lists.find((candidate) => candidate.id === skipped.listId);
        for (const productId of skipped.productIds) expect(list?.productIds).toContain(productId);
      }
  });
});
