import type { ListModes } from "../use-list-modes";

/** Where edit-order mode stands: core's machine states under `editingOrder`. */
export type OrderStep = "editing" | "confirmingSave" | "saving" | "confirmingDiscard";

/** Core spec 4.7: edit-order mode as the screen needs it, read from the shared list-modes machine. */
export function useListOrder({ snapshot, send }: ListModes) {
  const { context } = snapshot;
  const value = snapshot.value;
  const step = typeof value === "object" ? (value.editingOrder as OrderStep) : undefined;
  return {
    active: step !== undefined,
    step,
    order: context.order,
    changed: context.order.some((id, index) => context.savedOrder[index] !== id),
    errorKey: context.errorKey,
    enter: () => send({ type: "order.enter" }),
    move: (from: number, to: number) => send({ type: "order.move", from, to }),
    save: () => send({ type: "order.save" }),
    confirmSave: () => send({ type: "order.confirm" }),
    cancelSave: () => send({ type: "order.cancel" }),
    leave: () => send({ type: "order.leave" }),
    discard: () => send({ type: "order.discard" }),
    keepEditing: () => send({ type: "order.keepEditing" }),
  };
}

/** Edit-order mode of one list (see useListOrder). */
export type ListOrder = ReturnType<typeof useListOrder>;
