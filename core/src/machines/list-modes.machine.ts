import { assertEvent, assign, fromPromise, not, setup } from "xstate";
import type { ListSortingType } from "../model/enums";
import { moveElement } from "../rules/lists/custom-order";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.7: what the list-modes machine knows about the list on screen. */
export interface ListModesContext {
  /** Element ids in the order shown (the custom order while editing it). */
  readonly order: readonly string[];
  /** The order as last saved, restored when the user discards. */
  readonly savedOrder: readonly string[];
  readonly selectedProductId: string | undefined;
  /** Elements ticked in select mode. */
  readonly selection: readonly string[];
  /** Elements picked up in edit-order mode (for dragging several at once). */
  readonly orderSelection: readonly string[];
  readonly sorting: ListSortingType;
  readonly errorKey: string | undefined;
}

/** Core spec 4.7: the events of the list-modes machine. */
export type ListModesEvent =
  | { type: "select.enter" }
  | { type: "select.toggle"; id: string }
  | { type: "select.leave" }
  | { type: "order.enter" }
  | { type: "order.toggle"; id: string }
  | { type: "order.move"; from: number; to: number }
  | { type: "order.save" }
  | { type: "order.confirm" }
  | { type: "order.cancel" }
  | { type: "order.leave" }
  | { type: "order.discard" }
  | { type: "order.keepEditing" }
  | { type: "list.loaded"; order: readonly string[]; sorting: ListSortingType };

const toggle = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/**
 * Core spec 4.7: the list details modes. Edit-order and select mode clear each other's selections; leaving either
 * resets the selected product to the first element; saving a custom order asks for confirmation (it cannot be
 * undone) and sets the sorting to CUSTOM; leaving with an unsaved order asks to discard it. A list loaded again
 * (`list.loaded`) replaces the order while viewing or selecting; while the user edits the order it is kept.
 */
export const listModesMachine = setup({
  types: {} as {
    context: ListModesContext;
    events: ListModesEvent;
    input: { order: readonly string[]; sorting: ListSortingType };
  },
  actors: {
    saveCustomOrder: fromPromise<void, { order: readonly string[] }>(async () =>
      notProvided("saveCustomOrder"),
    ),
  },
  actions: {
    /** Injected: the success toast "custom order saved" (core spec 8). */
    notifyOrderSaved: () => {},
    clearSelections: assign({ selection: [], orderSelection: [] }),
    resetSelectedProduct: assign({ selectedProductId: ({ context }) => context.order[0] }),
    /** The list as the server sends it now: its order becomes the saved one; ticks of elements gone are dropped. */
    takeLoadedList: assign(({ context, event }) => {
      assertEvent(event, "list.loaded");
      return {
        order: event.order,
        savedOrder: event.order,
        sorting: event.sorting,
        selection: context.selection.filter((id) => event.order.includes(id)),
      };
    }),
  },
  guards: {
    isOrderChanged: ({ context }) => context.order.some((id, index) => context.savedOrder[index] !== id),
  },
}).createMachine({
  id: "listModes",
  context: ({ input }) => ({
    order: input.order,
    savedOrder: input.order,
    selectedProductId: input.order[0],
    selection: [],
    orderSelection: [],
    sorting: input.sorting,
    errorKey: undefined,
  }),
  initial: "viewing",
  states: {
    viewing: {
      on: {
        "list.loaded": { actions: ["takeLoadedList", "resetSelectedProduct"] },
        "select.enter": { target: "selecting", actions: "clearSelections" },
        "order.enter": { target: "editingOrder", actions: "clearSelections" },
      },
    },
    selecting: {
      on: {
        "list.loaded": { actions: "takeLoadedList" },
        "select.toggle": {
          actions: assign({ selection: ({ context, event }) => toggle(context.selection, event.id) }),
        },
        "select.leave": { target: "viewing", actions: ["clearSelections", "resetSelectedProduct"] },
        "order.enter": { target: "editingOrder", actions: ["clearSelections", "resetSelectedProduct"] },
      },
    },
    editingOrder: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "order.toggle": {
              actions: assign({
                orderSelection: ({ context, event }) => toggle(context.orderSelection, event.id),
              }),
            },
            "order.move": {
              actions: assign({
                order: ({ context, event }) => moveElement(context.order, event.from, event.to),
              }),
            },
            "order.save": { guard: "isOrderChanged", target: "confirmingSave" },
            "order.leave": [
              { guard: "isOrderChanged", target: "confirmingDiscard" },
              { target: "#listModes.viewing", actions: ["clearSelections", "resetSelectedProduct"] },
            ],
            "select.enter": {
              guard: not("isOrderChanged"),
              target: "#listModes.selecting",
              actions: ["clearSelections", "resetSelectedProduct"],
            },
          },
        },
        confirmingSave: {
          on: { "order.confirm": "saving", "order.cancel": "editing" },
        },
        saving: {
          entry: assign({ errorKey: undefined }),
          invoke: {
            id: "saveCustomOrder",
            src: "saveCustomOrder",
            input: ({ context }) => ({ order: context.order }),
            onDone: {
              target: "#listModes.viewing",
              actions: [
                assign({ savedOrder: ({ context }) => context.order, sorting: "CUSTOM" }),
                "clearSelections",
                "resetSelectedProduct",
                "notifyOrderSaved",
              ],
            },
            onError: {
              target: "editing",
              actions: assign({ errorKey: ({ event }) => envelopeOf(event.error).resultKey }),
            },
          },
        },
        confirmingDiscard: {
          on: {
            "order.discard": {
              target: "#listModes.viewing",
              actions: [
                assign({ order: ({ context }) => context.savedOrder }),
                "clearSelections",
                "resetSelectedProduct",
              ],
            },
            "order.keepEditing": "editing",
          },
        },
      },
    },
  },
});
