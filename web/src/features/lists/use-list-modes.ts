import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { listModesMachine } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";

/** The custom-sort call of one list, with the version last read (core spec 8: 428 when it changed meanwhile). */
function useSaveOrder(listId: number, version: number) {
  const latest = useRef(version);
  latest.current = version;
  return useCallMutation(listElementCalls.customSort, {
    input: (order: readonly string[]) => ({
      params: { id: listId },
      body: { elementIds: order.map(Number), version: latest.current },
    }),
    invalidates: [listElementCalls.get, productListCalls.get],
    // After the element writes of the same list (quantities, CRP), never beside them.
    scope: `list-elements-${listId}`,
  }).mutateAsync;
}

/**
 * Core spec 4.7: core's list-modes machine for one list on screen, shared by select and edit-order mode so each
 * clears the other's selection. Saving an order is the custom-sort call; the list as loaded is handed to the
 * machine whenever its order or sorting changes.
 */
export function useListModes(list: ProductList | undefined, elements: ListElementsResponse | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveOrder(list?.id ?? 0, elements?.version ?? 1);
  const latest = useRef({ save, toast, t });
  latest.current = { save, toast, t };
  // Made once; its actor and toast reach today's call and translation through the ref.
  const [machine] = useState(() =>
    listModesMachine.provide({
      actors: {
        saveCustomOrder: fromPromise(async ({ input }) => {
          await latest.current.save(input.order);
        }),
      },
      actions: {
        notifyOrderSaved: () =>
          latest.current.toast.show({ tone: "success", message: latest.current.t("listOrder.saved") }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { order: [], sorting: list?.sortingType ?? "CREATED_AT" },
  });
  const loadedOrder = (elements?.content ?? []).map((element) => String(element.id)).join(",");
  const sorting = elements?.sortingType ?? list?.sortingType ?? "CREATED_AT";
  useEffect(() => {
    send({ type: "list.loaded", order: loadedOrder ? loadedOrder.split(",") : [], sorting });
  }, [loadedOrder, sorting, send]);
  return { snapshot, send };
}

/** The machine of one list on screen and how to talk to it. */
export type ListModes = ReturnType<typeof useListModes>;
