import { assign, fromPromise, setup } from "xstate";
import type { Id } from "../model/common";
import { canListReceiveProducts } from "../rules/lists/list-currency";
import type { DuplicateResolution } from "../rules/lists/resolve-duplicate-conflict";
import {
  holdsAnyOf,
  type ListAddition,
  type ProductToAdd,
  planAdditions,
  type SkippedProducts,
  type TargetList,
} from "./add-to-lists-plan";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.7 and 2.3: the memory of the add-to-lists wizard. */
export interface AddToListsContext {
  readonly userCurrency: string | null;
  readonly lists: readonly TargetList[];
  readonly products: readonly ProductToAdd[];
  readonly selectedListIds: readonly Id[];
  readonly skipped: readonly SkippedProducts[];
  readonly errorKey: string | undefined;
}

/** What the injected call may answer: the server's report of skipped products (undefined: the plan's stands). */
export type AddToListsOutput = readonly SkippedProducts[] | undefined;

/** Core spec 4.7: the events of the wizard and of the duplicate-conflict dialog. */
export type AddToListsEvent =
  | { type: "lists.toggled"; listId: Id }
  | { type: "lists.created"; list: TargetList }
  | { type: "item.quantityChanged"; productId: Id; quantity: number }
  | { type: "item.priceChanged"; productId: Id; crp: number | null }
  | { type: "wizard.next" }
  | { type: "wizard.back" }
  | { type: "wizard.confirm" }
  | { type: "wizard.viewSkipped" }
  | { type: "wizard.close" }
  | { type: "conflict.resolved"; resolution: DuplicateResolution }
  | { type: "conflict.cancelled" };

type Input = { userCurrency: string | null; lists: readonly TargetList[]; products: readonly ProductToAdd[] };

const selectedLists = (context: AddToListsContext): TargetList[] =>
  context.lists.filter((list) => context.selectedListIds.includes(list.id));

const updateProduct = (context: AddToListsContext, productId: Id, patch: Partial<ProductToAdd>) =>
  context.products.map((product) => (product.productId === productId ? { ...product, ...patch } : product));

/**
 * Core spec 4.7, 2.3 and 5: moving or adding products to lists. The multi-product-to-multi-list wizard selects
 * lists (a list in another currency is refused), manages amount and price, confirms, and shows the skipped
 * products: adding to several lists skips duplicates. Moving to a single list that already holds a product opens
 * the conflict dialog (override or ignore new prices and quantities) instead. The call is an injected actor.
 */
export const addToListsMachine = setup({
  types: {} as { context: AddToListsContext; events: AddToListsEvent; input: Input },
  actors: {
    // May answer what the server skipped (supplement 7 reports it per list): that report replaces the plan's.
    addToLists: fromPromise<AddToListsOutput, { additions: readonly ListAddition[] }>(async () =>
      notProvided("addToLists"),
    ),
  },
  guards: {
    isSelectedList: ({ context, event }) =>
      event.type === "lists.toggled" && context.selectedListIds.includes(event.listId),
    isListInUserCurrency: ({ context, event }) => {
      const list = context.lists.find(
        (candidate) => event.type === "lists.toggled" && candidate.id === event.listId,
      );
      return list !== undefined && canListReceiveProducts(list, context.userCurrency);
    },
    hasSelectedList: ({ context }) => context.selectedListIds.length > 0,
    isMoveWithDuplicates: ({ context }) => {
      const lists = selectedLists(context);
      return lists.length === 1 && holdsAnyOf(lists[0] as TargetList, context.products);
    },
    hasSkippedProducts: ({ context }) => context.skipped.length > 0,
  },
  actions: {
    planSkipping: assign({
      skipped: ({ context }) => planAdditions(selectedLists(context), context.products).skipped,
    }),
  },
}).createMachine({
  id: "addToLists",
  context: ({ input }) => ({ ...input, selectedListIds: [], skipped: [], errorKey: undefined }),
  initial: "selectingLists",
  states: {
    selectingLists: {
      on: {
        "lists.toggled": [
          {
            guard: "isSelectedList",
            actions: assign({
              selectedListIds: ({ context, event }) =>
                context.selectedListIds.filter((id) => id !== event.listId),
            }),
          },
          {
            guard: "isListInUserCurrency",
            actions: assign({
              selectedListIds: ({ context, event }) => [...context.selectedListIds, event.listId],
              errorKey: undefined,
            }),
          },
          { actions: assign({ errorKey: "LIST_CURRENCY_MISMATCH" }) },
        ],
        // Core spec 4.7: a list created from the wizard joins the choice and is chosen when it can take the products.
        "lists.created": {
          actions: assign(({ context, event }) => {
            const lists = [...context.lists.filter((list) => list.id !== event.list.id), event.list];
            const usable = canListReceiveProducts(event.list, context.userCurrency);
            const already = context.selectedListIds.includes(event.list.id);
            return {
              lists,
              selectedListIds:
                usable && !already ? [...context.selectedListIds, event.list.id] : context.selectedListIds,
            };
          }),
        },
        "wizard.next": { guard: "hasSelectedList", target: "managingAmounts" },
      },
    },
    managingAmounts: {
      on: {
        "item.quantityChanged": {
          actions: assign({
            products: ({ context, event }) =>
              updateProduct(context, event.productId, { quantity: event.quantity }),
          }),
        },
        "item.priceChanged": {
          actions: assign({
            products: ({ context, event }) =>
              updateProduct(context, event.productId, { pricing: { crp: event.crp } }),
          }),
        },
        "wizard.back": "selectingLists",
        "wizard.next": "confirming",
      },
    },
    confirming: {
      on: {
        "wizard.back": "managingAmounts",
        "wizard.confirm": [
          { guard: "isMoveWithDuplicates", target: "conflict" },
          { target: "adding", actions: "planSkipping" },
        ],
      },
    },
    conflict: {
      on: {
        "conflict.resolved": "adding",
        "conflict.cancelled": "confirming",
      },
    },
    adding: {
      entry: assign({ errorKey: undefined }),
      invoke: {
        id: "addToLists",
        src: "addToLists",
        input: ({ context, event }) =>
          event.type === "conflict.resolved"
            ? {
                additions: selectedLists(context).map((list) => ({
                  listId: list.id,
                  elements: context.products,
                  resolution: event.resolution,
                })),
              }
            : { additions: planAdditions(selectedLists(context), context.products).additions },
        onDone: {
          target: "summary",
          actions: assign({ skipped: ({ context, event }) => event.output ?? context.skipped }),
        },
        onError: {
          target: "confirming",
          actions: assign({ skipped: [], errorKey: ({ event }) => envelopeOf(event.error).resultKey }),
        },
      },
    },
    summary: {
      on: {
        "wizard.viewSkipped": { guard: "hasSkippedProducts", target: "skippedProducts" },
        "wizard.close": "closed",
      },
    },
    skippedProducts: {
      on: { "wizard.back": "summary", "wizard.close": "closed" },
    },
    closed: { type: "final" },
  },
});
