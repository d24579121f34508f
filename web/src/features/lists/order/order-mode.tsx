import type { ListElementView } from "@catalogue/core/api";
import { useLeaveGuard } from "../../../lib/use-unsaved-changes";
import { OrderModeView } from "./order-mode-view";
import type { ListOrder } from "./use-list-order";

/** Props of OrderMode. */
export type OrderModeProps = {
  order: ListOrder;
  /** The list's elements as loaded; shown in the machine's order. */
  elements: readonly ListElementView[];
};

/** The elements in the order of `ids`; ids without an element (removed meanwhile) are left out. */
export function inOrder(elements: readonly ListElementView[], ids: readonly string[]): ListElementView[] {
  const byId = new Map(elements.map((element) => [String(element.id), element]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Core spec 4.7: edit-order mode of the list details, on core's list-modes machine, with the leave guard of core
 * spec 4.10. A chunk of its own: only who edits an order loads it.
 */
export default function OrderMode({ order, elements }: OrderModeProps) {
  const leaveGuard = useLeaveGuard(order.changed);
  return (
    <OrderModeView
      elements={inOrder(elements, order.order)}
      step={order.step ?? "editing"}
      changed={order.changed}
      errorKey={order.errorKey}
      onMove={order.move}
      onSave={order.save}
      onConfirmSave={order.confirmSave}
      onCancelSave={order.cancelSave}
      onLeave={order.leave}
      onDiscard={order.discard}
      onKeepEditing={order.keepEditing}
      leaveGuard={leaveGuard}
    />
  );
}
