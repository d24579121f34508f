import { assign, setup } from "xstate";

/** Core spec 4.10: where the user wanted to go when the guard stopped them. */
export interface UnsavedChangesContext {
  readonly pendingTarget: string | undefined;
}

/** Core spec 4.10: the events of the unsaved-changes guard. */
export type UnsavedChangesEvent =
  | { type: "form.changed" }
  | { type: "form.saved" }
  | { type: "form.reset" }
  | { type: "navigation.requested"; to: string }
  | { type: "navigation.confirmed" }
  | { type: "navigation.cancelled" };

/**
 * Core spec 4.10 and 2.2: leaving a screen with unsaved progress asks for confirmation ("are you sure to leave,
 * your progress will be lost"). Navigation itself is the injected `navigate` action.
 */
export const unsavedChangesMachine = setup({
  types: {} as { context: UnsavedChangesContext; events: UnsavedChangesEvent },
  actions: {
    /** Injected: performs the navigation to `to`. */
    navigate: (_args, _params: { to: string }) => {},
  },
}).createMachine({
  id: "unsavedChanges",
  context: { pendingTarget: undefined },
  initial: "clean",
  states: {
    clean: {
      on: {
        "form.changed": "dirty",
        "navigation.requested": {
          actions: { type: "navigate", params: ({ event }) => ({ to: event.to }) },
        },
      },
    },
    dirty: {
      on: {
        "form.saved": "clean",
        "form.reset": "clean",
        "navigation.requested": {
          target: "confirming",
          actions: assign({ pendingTarget: ({ event }) => event.to }),
        },
      },
    },
    confirming: {
      on: {
        "navigation.confirmed": {
          target: "clean",
          actions: [
            { type: "navigate", params: ({ context }) => ({ to: context.pendingTarget ?? "" }) },
            assign({ pendingTarget: undefined }),
          ],
        },
        "navigation.cancelled": { target: "dirty", actions: assign({ pendingTarget: undefined }) },
      },
    },
  },
});

/** Core spec 8: the i18n keys of the leave confirmation ("are you sure to leave, your progress will be lost"). */
export const UNSAVED_CHANGES_KEYS = {
  title: "unsavedChanges.title",
  text: "unsavedChanges.text",
  leave: "unsavedChanges.leave",
  stay: "unsavedChanges.stay",
} as const;
