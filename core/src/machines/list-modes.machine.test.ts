import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { listModesMachine } from "./list-modes.machine";

const start = (saveCustomOrder = vi.fn(async (_input: unknown) => {}), notifyOrderSaved = vi.fn()) => {
  const machine = listModesMachine.provide({
    actors: { saveCustomOrder: fromPromise(async ({ input }) => saveCustomOrder(input)) },
    actions: { notifyOrderSaved },
  });
  return createActor(machine, { input: { order: ["a", "b", "c"], sorting: "CREATED_AT" } }).start();
};

describe("list modes machine", () => {
  it("entering edit-order from select clears the selection and resets the selected product", () => {
    const actor = start();
    actor.send({ type: "select.enter" });
    actor.send({ type: "select.toggle", id: "b" });
    expect(actor.getSnapshot().context.selection).toEqual(["b"]);
    actor.send({ type: "order.enter" });
    expect(actor.getSnapshot().matches("editingOrder")).toBe(true);
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(actor.getSnapshot().context.selectedProductId).toBe("a");
  });

  it("entering select from an unchanged edit-order clears the order selection", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.toggle", id: "c" });
    actor.send({ type: "select.enter" });
    expect(actor.getSnapshot().matches("selecting")).toBe(true);
    expect(actor.getSnapshot().context.orderSelection).toEqual([]);
  });

  it("leaving select mode resets the selected product to the first element", () => {
    const actor = start();
    actor.send({ type: "select.enter" });
    actor.send({ type: "select.toggle", id: "c" });
    actor.send({ type: "select.leave" });
    expect(actor.getSnapshot().value).toBe("viewing");
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(actor.getSnapshot().context.selectedProductId).toBe("a");
  });

  it("does not offer to save an unchanged order", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.save" });
    expect(actor.getSnapshot().matches({ editingOrder: "editing" })).toBe(true);
  });

  it("asks for confirmation, saves, switches sorting to CUSTOM and shows the toast", async () => {
    const save = vi.fn(async (_input: unknown) => {});
    const notify = vi.fn();
    const actor = start(save, notify);
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.move", from: 0, to: 2 });
    actor.send({ type: "order.save" });
    expect(actor.getSnapshot().matches({ editingOrder: "confirmingSave" })).toBe(true);
    actor.send({ type: "order.confirm" });
    await waitFor(actor, (s) => s.matches("viewing"));
    expect(save).toHaveBeenCalledWith({ order: ["b", "c", "a"] });
    expect(actor.getSnapshot().context.sorting).toBe("CUSTOM");
    expect(actor.getSnapshot().context.selectedProductId).toBe("b");
    expect(notify).toHaveBeenCalledOnce();
  });

  it("cancelling the save confirmation keeps editing", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.move", from: 0, to: 1 });
    actor.send({ type: "order.save" });
    actor.send({ type: "order.cancel" });
    expect(actor.getSnapshot().matches({ editingOrder: "editing" })).toBe(true);
  });

  it("keeps the edited order and exposes the error when saving fails", async () => {
    const actor = start(
      vi.fn(async (_input: unknown) => {
        throw { status: 428, resultKey: "OPTIMISTIC_LOCK", message: "stale" };
      }),
    );
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.move", from: 2, to: 0 });
    actor.send({ type: "order.save" });
    actor.send({ type: "order.confirm" });
    await waitFor(actor, (s) => s.matches({ editingOrder: "editing" }));
    expect(actor.getSnapshot().context.errorKey).toBe("OPTIMISTIC_LOCK");
    expect(actor.getSnapshot().context.order).toEqual(["c", "a", "b"]);
  });

  it("asks to discard an unsaved order on leave and restores the saved one", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.move", from: 0, to: 1 });
    actor.send({ type: "order.leave" });
    expect(actor.getSnapshot().matches({ editingOrder: "confirmingDiscard" })).toBe(true);
    actor.send({ type: "order.keepEditing" });
    actor.send({ type: "order.leave" });
    actor.send({ type: "order.discard" });
    expect(actor.getSnapshot().value).toBe("viewing");
    expect(actor.getSnapshot().context.order).toEqual(["a", "b", "c"]);
    expect(actor.getSnapshot().context.sorting).toBe("CREATED_AT");
  });

  it("leaves an unchanged edit-order without asking", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.leave" });
    expect(actor.getSnapshot().value).toBe("viewing");
  });

  it("takes a list loaded again as the saved order, keeping ticks of elements still there", () => {
    const actor = start();
    actor.send({ type: "select.enter" });
    actor.send({ type: "select.toggle", id: "a" });
    actor.send({ type: "select.toggle", id: "b" });
    actor.send({ type: "list.loaded", order: ["b", "c", "d"], sorting: "PRODUCT_TITLE" });
    const { context } = actor.getSnapshot();
    expect(context.selection).toEqual(["b"]);
    expect(context.savedOrder).toEqual(["b", "c", "d"]);
    expect(context.sorting).toBe("PRODUCT_TITLE");
  });

  it("keeps the order the user is editing when the list is loaded again", () => {
    const actor = start();
    actor.send({ type: "order.enter" });
    actor.send({ type: "order.move", from: 0, to: 2 });
    actor.send({ type: "list.loaded", order: ["a", "b", "c"], sorting: "CREATED_AT" });
    expect(actor.getSnapshot().context.order).toEqual(["b", "c", "a"]);
  });
});
