import type { AddToListsResponse } from "@catalogue/core/api";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import { type AddToListsOutput, addToListsMachine, type TargetList } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { ProductListTitle } from "@catalogue/core/rules";
import { canListReceiveProducts } from "@catalogue/core/rules/lists";
import { useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { entryKey, useCallQuery, useClientConfig } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { addToListCalls } from "./add-to-list-api";
import { summariseAddition } from "./add-to-list-summary";
import { AddToListView, type CreatingState } from "./add-to-list-view";
import { apiMessageKey } from "./api-message-key";
import type { ProductToList } from "./product-to-list";

/** Props of AddToListDialog. */
export type AddToListDialogProps = {
  product: ProductToList;
  userCurrency: string | null;
  onClose: () => void;
};

/** Core spec 4.7: the default list comes first, the others keep the server's order (last modified first). */
const defaultFirst = (lists: ProductList[]) =>
  [...lists].sort((a, b) => Number(b.defaultList) - Number(a.defaultList));

const toTarget = (list: ProductList): TargetList => ({
  id: list.id,
  title: list.title,
  currency: list.currency,
  // The server skips and reports duplicates (POST /products/list-elements), so the plan need not know them.
  productIds: [],
});

/**
 * "add to list" for one product: loads the caller's lists, then runs core's add-to-lists machine. The
 * module is loaded lazily (on the first click) so xstate stays out of the finder's initial JavaScript.
 */
export default function AddToListDialog({ product, userCurrency, onClose }: AddToListDialogProps) {
  // The dialog offers a retry when the lists fail; the screen behind it stays (keepsScreen).
  const myLists = useCallQuery(productListCalls.list, { query: {} }, { keepsScreen: true });
  if (!myLists.data) {
    const idle = () => undefined;
    return (
      <AddToListView
        productTitle={product.title}
        phase={myLists.isError ? "failed" : "loading"}
        lists={[]}
        selectedIds={[]}
        creating={null}
        adding={false}
        onToggle={idle}
        onStartCreate={idle}
        onCreateTitle={idle}
        onCreateSubmit={idle}
        onCreateCancel={idle}
        onConfirm={idle}
        onRetry={() => void myLists.refetch()}
        onClose={onClose}
      />
    );
  }
  return (
    <ListsChooser
      product={product}
      userCurrency={userCurrency}
      lists={defaultFirst(myLists.data)}
      onClose={onClose}
    />
  );
}

type ChooserProps = AddToListDialogProps & { lists: ProductList[] };

function ListsChooser({ product, userCurrency, lists: loadedLists, onClose }: ChooserProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [lists, setLists] = useState(loadedLists);
  const [creating, setCreating] = useState<CreatingState | null>(null);
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

  const submitNewList = useCallback(async () => {
    if (!creating || creating.saving) return;
    const parsed = ProductListTitle.safeParse(creating.title);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "validation.required";
      setCreating({ ...creating, error: t(message, { count: LIST_TITLE_MAX, max: LIST_TITLE_MAX }) });
      return;
    }
    setCreating({ ...creating, saving: true, error: undefined });
    try {
      const list = await calls.createList(parsed.data);
      listsChanged();
      setLists((current) => [...current, list]);
      send({ type: "lists.created", list: toTarget(list) });
      setCreating(null);
    } catch (error) {
      setCreating({ title: creating.title, saving: false, error: t(apiMessageKey(error)) });
    }
  }, [creating, send, t, calls, listsChanged]);

  const selectedIds = snapshot.context.selectedListIds;
  return (
    <AddToListView
      productTitle={product.title}
      phase="ready"
      lists={lists.map((list) => ({
        id: list.id,
        title: list.title,
        defaultList: list.defaultList,
        usable: canListReceiveProducts(list, userCurrency),
      }))}
      selectedIds={selectedIds}
      error={errorKey ? t(apiMessageKey(errorKey)) : undefined}
      creating={creating}
      adding={state === "adding"}
      onToggle={(listId) => send({ type: "lists.toggled", listId })}
      onStartCreate={() => setCreating({ title: "", saving: false })}
      onCreateTitle={(title) => setCreating((current) => current && { ...current, title, error: undefined })}
      onCreateSubmit={() => void submitNewList()}
      onCreateCancel={() => setCreating(null)}
      onConfirm={() => {
        if (state !== "selectingLists" || selectedIds.length === 0) return;
        send({ type: "wizard.next" });
        send({ type: "wizard.next" });
        send({ type: "wizard.confirm" });
      }}
      onRetry={() => undefined}
      onClose={onClose}
    />
  );
}
