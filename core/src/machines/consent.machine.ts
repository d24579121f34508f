import { assign, fromPromise, setup } from "xstate";
import type { ConsentDecision } from "../model/enums";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.6: the consent machine's memory: whose decision, the decision, and a failure to show. */
export interface ConsentContext {
  readonly userId: string;
  readonly decision: ConsentDecision;
  readonly errorKey: string | undefined;
}

/** Core spec 4.6: the events of the consent machine. */
export type ConsentEvent = { type: "consent.accept" } | { type: "consent.reject" };

/**
 * Core spec 4.6 and 3: the push-notification and analytics consent of one user: accepted, rejected or undecided.
 * The decision is read from and written to an injected per-user storage; a change triggers the injected page
 * reload and success toast.
 */
export const consentMachine = setup({
  types: {} as { context: ConsentContext; events: ConsentEvent; input: { userId: string } },
  actors: {
    loadConsent: fromPromise<ConsentDecision, { userId: string }>(async () => notProvided("loadConsent")),
    storeConsent: fromPromise<void, { userId: string; decision: ConsentDecision }>(async () =>
      notProvided("storeConsent"),
    ),
  },
  actions: {
    /** Injected: core spec 4.6, a consent change reloads the page. */
    reloadPage: () => {},
    /** Injected: core spec 8, the "consents changed" success toast. */
    notifyConsentChanged: () => {},
  },
  guards: {
    isAcceptChange: ({ context }) => context.decision !== "ACCEPTED",
    isRejectChange: ({ context }) => context.decision !== "REJECTED",
  },
}).createMachine({
  id: "consent",
  context: ({ input }) => ({ userId: input.userId, decision: "UNDECIDED", errorKey: undefined }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadConsent",
        src: "loadConsent",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: "ready", actions: assign({ decision: ({ event }) => event.output }) },
        // An unreadable storage counts as no decision yet: the user is simply asked again.
        onError: { target: "ready" },
      },
    },
    ready: {
      on: {
        "consent.accept": {
          guard: "isAcceptChange",
          target: "storing",
          actions: assign({ decision: "ACCEPTED" }),
        },
        "consent.reject": {
          guard: "isRejectChange",
          target: "storing",
          actions: assign({ decision: "REJECTED" }),
        },
      },
    },
    storing: {
      entry: assign({ errorKey: undefined }),
      invoke: {
        id: "storeConsent",
        src: "storeConsent",
        input: ({ context }) => ({ userId: context.userId, decision: context.decision }),
        onDone: { target: "ready", actions: ["notifyConsentChanged", "reloadPage"] },
        onError: {
          target: "loading",
          actions: assign({ errorKey: ({ event }) => envelopeOf(event.error).resultKey }),
        },
      },
    },
  },
});
