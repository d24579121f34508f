import type { ListElementsResponse, ListElementView } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import { lazy, Suspense, useState } from "react";
import { useCallMutation } from "../../../lib/server-state";
import { AddToListsWizard, type WizardProduct } from "../../add-to-lists-wizard";
import type { Viewer } from "../../catalogue";
import { useListModes } from "../use-list-modes";
import { useOrderMode } from "../use-order-mode";
import type { ElementSort } from "./element-sort";
import { ListTools } from "./list-tools";
import { useListSelection } from "./use-list-selection";
import { useUndoableRemoval } from "./use-undoable-removal";

const TransferFlow = lazy(() => import("./transfer-flow"));

/** A ticked element as the multi-product wizard takes it: its product with the element's quantity and CRP. */
const toWizardProduct = ({ product, quantity, pricing }: ListElementView): WizardProduct => ({
  id: product.id,
  title: product.title,
  partNumber: product.partNumber,
  quantity,
  crp: pricing.crp ?? null,
});

/**
 * Core spec 4.1 / 4.7: what the list details add for working on several products: their order, the select mode,
 * edit-order mode (a lazy chunk), move or copy (a lazy dialog) and removal with undo. Both modes run on one
 * list-modes machine. The page places `tools`, `selection`, `orderMode` and `overlay`.
 */
export function useListTools(
  list: ProductList | undefined,
  elements: ListElementsResponse | undefined,
  viewer: Viewer,
  remove: (elementId: number) => void,
) {
  const modes = useListModes(list, elements);
  const selection = useListSelection(modes);
  const order = useOrderMode(modes, elements);
  const removal = useUndoableRemoval(remove);
  const [transferring, setTransferring] = useState(false);
  const [addingToLists, setAddingToLists] = useState(false);
  const sort = useCallMutation(listElementCalls.sorting, {
    input: (sortingType: ElementSort) => ({
      params: { id: list?.id ?? 0 },
      body: { sortingType, version: elements?.version ?? 1 },
    }),
    invalidates: [listElementCalls.get, productListCalls.get],
  });
  const tools = (shown: ProductList, count: number) =>
    count > 0 && (
      <ListTools
        list={shown}
        selection={selection}
        sorting={sort.isPending}
        onSort={(sortingType) => sort.mutate(sortingType)}
        onTransfer={() => setTransferring(true)}
        onRemove={removal.removeWithUndo}
        onAddToLists={() => setAddingToLists(true)}
        // A removal waiting for its undo would leave the saved order one element short.
        onEditOrder={count > 1 && removal.hidden.length === 0 ? order.enter : undefined}
      />
    );
  const selected = elements?.content.filter((element) => selection.selected.includes(element.id)) ?? [];
  const wizard = addingToLists && list && (
    <AddToListsWizard
      products={selected.map(toWizardProduct)}
      viewer={viewer}
      excludeListId={list.id}
      onClose={(added) => {
        setAddingToLists(false);
        if (added) selection.leave();
      }}
    />
  );
  const transfer = transferring && list && elements && (
    <Suspense fallback={null}>
      <TransferFlow
        list={{ ...list, version: elements.version }}
        selected={selected}
        viewer={viewer}
        onDone={() => {
          setTransferring(false);
          selection.leave();
        }}
        onClose={() => setTransferring(false)}
      />
    </Suspense>
  );
  return {
    hidden: removal.hidden,
    orderMode: order.node,
    tools,
    selection: selection.selecting ? { selected: selection.selected, onToggle: selection.toggle } : undefined,
    overlay: (
      <>
        {transfer}
        {wizard}
      </>
    ),
  };
}
