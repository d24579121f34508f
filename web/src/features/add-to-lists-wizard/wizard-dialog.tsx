import { canSeePrices } from "@catalogue/core/access";
import type { AddToListsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { DEFAULT_CURRENCY } from "@catalogue/core/constants";
import { type AddToListsOutput, addToListsMachine } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { entryKey, useCallQuery, useClientConfig } from "../../lib/server-state";
import { apiMessageKey } from "../add-to-list";
import { formatPrice, type Viewer } from "../catalogue";
import { useNewList } from "./use-new-list";
import { skippedOf, wizardCalls } from "./wizard-api";
import type { WizardProduct } from "./wizard-product";
import { offeredLists, toAdd, toTarget, wizardViewState } from "./wizard-state";
import { type WizardActions, WizardView } from "./wizard-view";

/** Props of WizardDialog. */
export type WizardDialogProps = {
  products: readonly WizardProduct[];
  viewer: Viewer;
  /** The list the products come from (list details): not offered as a target. */
  excludeListId?: number;
  /** `added`: whether products were sent (the caller may then leave its select mode). */
  onClose: (added: boolean) => void;
};

const noop = () => undefined;
/** Before the lists arrive nothing can be chosen: only retry and close do something. */
const IDLE: WizardActions = {
  onToggle: noop,
  onStartNewList: noop,
  onNewListTitle: noop,
  onNewListSubmit: noop,
  onNewListCancel: noop,
  onQuantity: noop,
  onCrp: noop,
  onNext: noop,
  onBack: noop,
  onConfirm: noop,
  onViewSkipped: noop,
  onRetry: noop,
  onClose: noop,
};

/**
 * Core spec 2.3 (multi-product-to-multi-list wizard): loads the caller's lists, then runs core's add-to-lists
 * machine. Loaded lazily, so neither it nor xstate grows the finder's first visit.
 */
export default function WizardDialog({ products, viewer, excludeListId, onClose }: WizardDialogProps) {
  // The wizard offers a retry when the lists fail; the screen behind it stays (keepsScreen).
  const myLists = useCallQuery(productListCalls.list, { query: {} }, { keepsScreen: true });
  if (!myLists.data) {
    const actions = { ...IDLE, onRetry: () => void myLists.refetch(), onClose: () => onClose(false) };
    return (
      <WizardView
        state={{ step: myLists.isError ? "failed" : "loading" }}
        showPrices={false}
        currency=""
        formatCrp={String}
        actions={actions}
      />
    );
  }
  return (
    <WizardFlow
      products={products}
      viewer={viewer}
      lists={offeredLists(myLists.data, excludeListId)}
      onClose={onClose}
    />
  );
}

/** The wizard's calls, and the cached lists and elements made stale by a creation or an addition. */
function useWizardCalls() {
  const client = useQueryClient();
  const config = useClientConfig();
  return useMemo(() => {
    const changed = () => {
      for (const entry of [productListCalls.list, productListCalls.get, listElementCalls.get])
        void client.invalidateQueries({ queryKey: entryKey(entry) });
    };
    return { ...wizardCalls(config), changed };
  }, [client, config]);
}

type FlowProps = Omit<WizardDialogProps, "excludeListId"> & { lists: ProductList[] };

function WizardFlow({ products, viewer, lists: loaded, onClose }: FlowProps) {
  const { t } = useTranslation();
  const showPrices = canSeePrices(viewer);
  const [lists, setLists] = useState(loaded);
  const answer = useRef<AddToListsResponse | null>(null);
  const calls = useWizardCalls();
  const machine = useMemo(
    () =>
      addToListsMachine.provide({
        actors: {
          addToLists: fromPromise(async ({ input }): Promise<AddToListsOutput> => {
            const listIds = input.additions.map((addition) => addition.listId);
            const elements = input.additions[0]?.elements ?? [];
            answer.current = await calls.addToLists(listIds, elements).finally(calls.changed);
            return skippedOf(answer.current);
          }),
        },
      }),
    [calls],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      userCurrency: viewer.currency,
      lists: loaded.map(toTarget),
      products: products.map((product) => toAdd(product, showPrices)),
    },
  });
  const created = useCallback(
    (list: ProductList) => {
      calls.changed();
      setLists((current) => [...current, list]);
      send({ type: "lists.created", list: toTarget(list) });
    },
    [calls, send],
  );
  const { newList, ...newListActions } = useNewList(calls.createList, created);
  const { errorKey } = snapshot.context;
  const state = wizardViewState(String(snapshot.value), snapshot.context, {
    lists,
    products,
    userCurrency: viewer.currency,
    answer: answer.current,
    newList,
    error: errorKey ? t(apiMessageKey(errorKey)) : undefined,
  });
  const actions: WizardActions = {
    ...newListActions,
    onToggle: (listId) => send({ type: "lists.toggled", listId }),
    onQuantity: (productId, quantity) => send({ type: "item.quantityChanged", productId, quantity }),
    onCrp: (productId, crp) => send({ type: "item.priceChanged", productId, crp }),
    onNext: () => send({ type: "wizard.next" }),
    onBack: () => send({ type: "wizard.back" }),
    // A second click while adding is not an event the machine takes there: double submits are ignored.
    onConfirm: () => send({ type: "wizard.confirm" }),
    onViewSkipped: () => send({ type: "wizard.viewSkipped" }),
    onRetry: noop,
    onClose: () => onClose(answer.current !== null),
  };
  return (
    <WizardView
      state={state}
      showPrices={showPrices}
      currency={viewer.currency ?? DEFAULT_CURRENCY}
      formatCrp={(crp) => formatPrice(crp, viewer)}
      actions={actions}
    />
  );
}
