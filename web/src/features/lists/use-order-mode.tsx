import type { ListElementsResponse } from "@catalogue/core/api";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useListOrder } from "./order/use-list-order";
import type { ListModes } from "./use-list-modes";

const OrderMode = lazy(() => import("./order/order-mode"));

/**
 * Core spec 4.7: edit-order mode of the list details on the shared list-modes machine: how to enter it and, while
 * it is on, the ordering list (a chunk of its own) that stands in for the rows.
 */
export function useOrderMode(modes: ListModes, elements: ListElementsResponse | undefined) {
  const order = useListOrder(modes);
  useFocusBackOnLeave(order.active);
  const node =
    order.active && elements ? (
      <Suspense fallback={null}>
        <OrderMode order={order} elements={elements.content} />
      </Suspense>
    ) : undefined;
  return { enter: order.enter, node };
}

/** Leaving the mode removes the focused button: the focus goes back to "Edit order", where the user started. */
function useFocusBackOnLeave(active: boolean) {
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) document.querySelector<HTMLElement>("[data-order-enter]")?.focus();
    wasActive.current = active;
  }, [active]);
}
