import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { countrySharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import type { ProductList } from "@catalogue/core/model";
import { optimistic, useCallMutation } from "../../lib/server-state";
import { MY_LISTS } from "./my-lists-input";

const setPinned = (lists: ProductList[], changed: ProductList, pinned: boolean) =>
  lists.map((list) => (list.id === changed.id && list.type === changed.type ? { ...list, pinned } : list));

/**
 * The optimistic answers of a pin change: the mark in every tab, the pinned tab itself, and the details of the
 * list a details screen shows (`shownId`).
 */
function pinUpdates(pinned: boolean, shownId: number | undefined) {
  const details =
    shownId === undefined
      ? []
      : [
          optimistic(productListCalls.get, { params: { id: shownId } }, (list: ProductList) => ({
            ...list,
            pinned,
          })),
        ];
  return [
    ...details,
    optimistic(productListCalls.list, MY_LISTS, (lists, list: ProductList) => setPinned(lists, list, pinned)),
    optimistic(countrySharingCalls.list, {}, (lists, list: ProductList) => setPinned(lists, list, pinned)),
    optimistic(productListCalls.pinned, {}, (lists, list: ProductList) =>
      pinned
        ? [{ ...list, pinned }, ...lists.filter((l) => l.id !== list.id)]
        : lists.filter((l) => l.id !== list.id),
    ),
  ];
}

const invalidates = [
  productListCalls.list,
  productListCalls.pinned,
  countrySharingCalls.list,
  productListCalls.get,
];

/**
 * Core spec 4.7: pin and unpin a personal or country list. The mark changes at once everywhere the list shows;
 * a failure sets it back and the error policy tells the user. `shownId`: the list a details screen shows.
 */
export function useListPins(shownId?: number): (list: ProductList) => void {
  const pin = useCallMutation(productListCalls.pin, {
    input: (list: ProductList) => ({ params: { id: list.id } }),
    invalidates,
    optimistic: pinUpdates(true, shownId),
  });
  const unpin = useCallMutation(productListCalls.unpin, {
    input: (list: ProductList) => ({ params: { id: list.id } }),
    invalidates,
    optimistic: pinUpdates(false, shownId),
  });
  return (list) => (list.pinned ? unpin.mutate(list) : pin.mutate(list));
}
