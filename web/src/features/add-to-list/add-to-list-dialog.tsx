import type { AddToListsResponse } from "@catalogue/core/api";
import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import { addToListsMachine, type TargetList } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { ProductListTitle } from "@catalogue/core/rules";
import { canListReceiveProducts } from "@catalogue/core/rules/lists";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { useErrorPolicy } from "../../app/use-error-policy";
import { ApiError } from "../../lib/api-client";
import { useMachine } from "../../lib/use-machine";
import { useToast } from "../../ui/toast/toast-provider";
import { addToLists, createList, fetchMyLists } from "./add-to-list-api";
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

type Loaded = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; lists: ProductList[] };

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
 * Issue 10: "add to list" for one product: loads the caller's lists, then runs core's add-to-lists machine. The
 * module is loaded lazily (on the first click) so xstate stays out of the finder's initial JavaScript.
 */
export default function AddToListDialog({ product, userCurrency, onClose }: AddToListDialogProps) {
  const onError = useErrorPolicy();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: "loading" });
    fetchMyLists(controller.signal).then(
      (lists) => setLoaded({ kind: "ready", lists: defaultFirst(lists) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ kind: "failed" });
        if (error instanceof ApiError && error.status === 401) onError(error);
      },
    );
    return () => controller.abort();
  }, [attempt, onError]);
  if (loaded.kind !== "ready") {
    const idle = () => undefined;
    return (
      <AddToListView
        productTitle={product.title}
        phase={loaded.kind}
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
        onRetry={() => setAttempt((count) => count + 1)}
        onClose={onClose}
      />
    );
  }
  return (
    <ListsChooser product={product} userCurrency={userCurrency} lists={loaded.lists} onClose={onClose} />
  );
}

type ChooserProps = AddToListDialogProps & { lists: ProductList[] };

function ListsChooser({ product, userCurrency, lists: loadedLists, onClose }: ChooserProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [lists, setLists] = useState(loadedLists);
  const [creating, setCreating] = useState<CreatingState | null>(null);
  const answer = useRef<AddToListsResponse | null>(null);
  const machine = useMemo(
    () =>
      addToListsMachine.provide({
        actors: {
          addToLists: fromPromise(async ({ input }) => {
            const listIds = input.additions.map((addition) => addition.listId);
            answer.current = await addToLists(listIds, [product.id]);
          }),
        },
      }),
    [product.id],
  );
  const [snapshot, send] = useMachine(machine, {
    userCurrency,
    lists: loadedLists.map(toTarget),
    products: [{ productId: product.id, quantity: 1, pricing: { crp: null } }],
  });
  const state = snapshot?.value;
  const errorKey = snapshot?.context.errorKey;

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
      const list = await createList(parsed.data);
      setLists((current) => [...current, list]);
      send({ type: "lists.created", list: toTarget(list) });
      setCreating(null);
    } catch (error) {
      setCreating({ title: creating.title, saving: false, error: t(apiMessageKey(error)) });
    }
  }, [creating, send, t]);

  const selectedIds = snapshot?.context.selectedListIds ?? [];
  return (
    <AddToListView
      productTitle={product.title}
      phase={snapshot ? "ready" : "loading"}
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
