import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { reachableSnapshots } from "../testing/machine-graph";
import { listModesMachine } from "./list-modes.machine";

type Event = EventFromLogic<typeof listModesMachine>;

const events = [
  { type: "select.enter" },
  { type: "select.toggle", id: "b" },
  { type: "select.leave" },
  { type: "order.enter" },
  { type: "order.toggle", id: "c" },
  { type: "order.move", from: 0, to: 1 },
  { type: "order.save" },
  { type: "order.confirm" },
  { type: "order.cancel" },
  { type: "order.leave" },
  { type: "order.discard" },
  { type: "order.keepEditing" },
  { type: "list.loaded", order: ["c", "b", "a"], sorting: "PRODUCT_TITLE" },
  { type: "xstate.done.actor.saveCustomOrder" },
  {
    type: "xstate.error.actor.saveCustomOrder",
    error: { status: 500, resultKey: "INTERNAL_ERROR", message: "" },
  },
] as unknown as Event[];

describe("list modes machine, every reachable state", () => {
  const snapshots = reachableSnapshots(listModesMachine, {
    events,
    input: { order: ["a", "b", "c"], sorting: "CREATED_AT" },
  });

  it("reaches both modes and every confirmation", () => {
    const values = new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value)));
    for (const value of [
      '"selecting"',
      '{"editingOrder":"confirmingSave"}',
      '{"editingOrder":"confirmingDiscard"}',
    ])
      expect(values).toContain(value);
  });

  it("never holds select and edit-order selections at the same time", () => {
    for (const { context } of snapshots)
      expect(context.selection.length > 0 && context.orderSelection.length > 0).toBe(false);
  });

  it("only holds selections of the mode it is in, and keeps the order a permutation", () => {
    for (const snapshot of snapshots) {
      if (!snapshot.matches("selecting")) expect(snapshot.context.selection).toEqual([]);
      if (!snapshot.matches("editingOrder")) expect(snapshot.context.orderSelection).toEqual([]);
      expect([...snapshot.context.order].sort()).toEqual(["a", "b", "c"]);
    }
  });

  it("shows the first element as selected product whenever it is back to viewing", () => {
    for (const snapshot of snapshots.filter((s) => s.matches("viewing")))
      expect(snapshot.context.selectedProductId).toBe(snapshot.context.order[0]);
  });

  it("keeps the original sorting only while no other order has been saved", () => {
    for (const { context } of snapshots)
      if (context.sorting === "CREATED_AT") expect(context.savedOrder).toEqual(["a", "b", "c"]);
    expect(snapshots.some(({ context }) => context.sorting === "CUSTOM")).toBe(true);
  });
});
