import type { AddToListsResponse } from "@catalogue/core/api";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type AddToListsOutput, addToListsMachine, type TargetList } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { canListReceiveProducts } from "@catalogue/core/rules/lists";
import { useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { entryKey, useClientConfig } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { addToListCalls } from "./add-to-list-api";
import { summariseAddition } from "./add-to-list-summary";
import type { ProductToList } from "./product-to-list";
import { useNewList } from "./use-new-list";

const toTarget = (list: ProductList): TargetList => ({
  id: list.id,
  title: list.title,
  currency: list.currency,
  // The server skips and reports duplicates (POST /products/list-elements), so the plan need not know them.
  productIds: [],
});

/**
 * The chooser of the single-product dialog: core's add-to-lists machine over the caller's lists, the new-list
 * form, and the toast that sums up the server's answer before the dialog closes.
 */
export function useListsChooser({
  product,
  userCurrency,
  lists: loadedLists,
  onClose,
}: {
  product: ProductToList;
  userCurrency: string | null;
  lists: ProductList[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [lists, setLists] = useState(loadedLists);
  const answer = useRef<AddToListsResponse | null>(null);
  const client = useQueryClient();
  const config = useClientConfig();
  const calls = useMemo(() => addToListCalls(config), [config]);
  // The lists' element counts and dates change with a creation or an addition: the cached lists are stale.
  const listsChanged = useCallback(
    () => void client.invalidateQueries({ queryKey: entryKey(productListCalls.list) }),
    [client],
  );
  const machine = useMemo(
    () =>
      addToListsMachine.provide({
        actors: {
          // The server's own answer is summarised in a toast; the machine keeps its (empty) plan of skipped ones.
          addToLists: fromPromise(async ({ input }): Promise<AddToListsOutput> => {
            const listIds = input.additions.map((addition) => addition.listId);
            answer.current = await calls.addToLists(listIds, [product.id]).finally(listsChanged);
            return undefined;
          }),
        },
      }),
    [product.id, calls, listsChanged],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      userCurrency,
      lists: loadedLists.map(toTarget),
      products: [{ productId: product.id, quantity: 1, pricing: { crp: null } }],
    },
  });
  const state = snapshot.value;
  const errorKey = snapshot.context.errorKey;

  useEffect(() => {
    // A failed addition lands on "confirming"; back to the choice, the message kept, so lists can change.
    if (state === "confirming" && errorKey) {
      send({ type: "wizard.back" });
      send({ type: "wizard.back" });
    }
    if (state === "summary" && answer.current) {
      const titles = new Map(lists.map((list) => [list.id, list.title]));
      toast.show(summariseAddition(answer.current, titles, product.title, t));
      answer.current = null;
      send({ type: "wizard.close" });
      onClose();
    }
  }, [state, errorKey, send, lists, product.title, t, toast, onClose]);

  const newList = useNewList(calls, listsChanged, (list) => {
    setLists((current) => [...current, list]);
    send({ type: "lists.created", list: toTarget(list) });
  });
  const selectedIds = snapshot.context.selectedListIds;
  return {
    ...newList,
    errorKey,
    selectedIds,
    adding: state === "adding",
    choices: lists.map((list) => ({
      id: list.id,
      title: list.title,
      defaultList: list.defaultList,
      usable: canListReceiveProducts(list, userCurrency),
    })),
    toggle: (listId: number) => send({ type: "lists.toggled", listId }),
    confirm: () => {
      if (state !== "selectingLists" || selectedIds.length === 0) return;
      send({ type: "wizard.next" });
      send({ type: "wizard.next" });
      send({ type: "wizard.confirm" });
    },
  };
}
