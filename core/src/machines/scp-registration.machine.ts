import { assign, fromPromise, setup } from "xstate";
import { scpLanding } from "../access/onboarding-state";
import { reactToError } from "../api/error-policy";
import type { Id } from "../model/common";
import type { ScpStatus } from "../model/enums";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.4: what the SCP registration machine knows about the partner. */
export interface ScpRegistrationContext {
  readonly scpStatus: ScpStatus | null;
  readonly countryId: Id | null;
  readonly errorKey: string | undefined;
}

/** Core spec 4.4 and 8: the events of SCP registration. */
export type ScpRegistrationEvent =
  | { type: "scp.countryChosen"; countryId: Id }
  | { type: "scp.statusChanged"; scpStatus: ScpStatus; countryId?: Id | null }
  | { type: "api.forbidden"; resultKey: string | null };

type Landing = ReturnType<typeof scpLanding>;

const landsOn =
  (landing: Landing) =>
  ({ context }: { context: ScpRegistrationContext }): boolean =>
    scpLanding(context) === landing;

/** Core spec 8: the error policy's reaction to a 403 a partner received, given what the machine knows. */
const forbiddenReaction = (context: ScpRegistrationContext, resultKey: string | null) =>
  reactToError({
    status: 403,
    resultKey,
    context: { during: "request", isOffline: false, userHasCountry: context.countryId !== null },
  }).kind;

/**
 * Core spec 4.4, 2.2 and 8: a sales channel partner's way in. The partner lands by status (no country:
 * registration; PENDING: waiting room; REJECTED: rejected; ONBOARDING_REQUIRED: SCP onboarding; ACCEPTED: in).
 * Choosing a country registers it (injected actor) and leads to the waiting room; a Key user's approval or
 * rejection arrives as `scp.statusChanged`; a 403 with a partner result key moves the partner as the error policy
 * says.
 */
export const scpRegistrationMachine = setup({
  types: {} as {
    context: ScpRegistrationContext;
    events: ScpRegistrationEvent;
    input: { scpStatus: ScpStatus | null; countryId: Id | null };
  },
  actors: {
    registerCountry: fromPromise<void, { countryId: Id }>(async () => notProvided("registerCountry")),
  },
  guards: {
    landsOnRegistration: landsOn("scpRegistration"),
    landsOnWaitingRoom: landsOn("scpRegistrationWaitingRoom"),
    landsOnRejected: landsOn("scpRegistrationRejected"),
    landsOnOnboarding: landsOn("scpOnboarding"),
    isForbiddenToWaitingRoom: ({ context, event }) =>
      event.type === "api.forbidden" && forbiddenReaction(context, event.resultKey) === "waitingRoom",
    isForbiddenToRegistration: ({ context, event }) =>
      event.type === "api.forbidden" && forbiddenReaction(context, event.resultKey) === "registration",
    isForbiddenAsRejected: ({ context, event }) =>
      event.type === "api.forbidden" && forbiddenReaction(context, event.resultKey) === "rejectedPage",
  },
}).createMachine({
  id: "scpRegistration",
  context: ({ input }) => ({ scpStatus: input.scpStatus, countryId: input.countryId, errorKey: undefined }),
  initial: "routing",
  on: {
    "scp.statusChanged": {
      target: ".routing",
      actions: assign({
        scpStatus: ({ event }) => event.scpStatus,
        countryId: ({ context, event }) =>
          event.countryId === undefined ? context.countryId : event.countryId,
      }),
    },
    "api.forbidden": [
      {
        guard: "isForbiddenToWaitingRoom",
        target: ".waitingRoom",
        actions: assign({ scpStatus: "PENDING" }),
      },
      {
        guard: "isForbiddenToRegistration",
        target: ".registration",
        actions: assign({ scpStatus: "PENDING" }),
      },
      { guard: "isForbiddenAsRejected", target: ".rejected", actions: assign({ scpStatus: "REJECTED" }) },
    ],
  },
  states: {
    routing: {
      always: [
        { guard: "landsOnRegistration", target: "registration" },
        { guard: "landsOnWaitingRoom", target: "waitingRoom" },
        { guard: "landsOnRejected", target: "rejected" },
        { guard: "landsOnOnboarding", target: "onboardingRequired" },
        { target: "accepted" },
      ],
    },
    registration: {
      on: {
        "scp.countryChosen": {
          target: "registering",
          actions: assign({ countryId: ({ event }) => event.countryId }),
        },
      },
    },
    registering: {
      entry: assign({ errorKey: undefined }),
      invoke: {
        id: "registerCountry",
        src: "registerCountry",
        input: ({ context }) => ({ countryId: context.countryId as Id }),
        onDone: { target: "waitingRoom", actions: assign({ scpStatus: "PENDING" }) },
        onError: {
          target: "registration",
          actions: assign({ countryId: null, errorKey: ({ event }) => envelopeOf(event.error).resultKey }),
        },
      },
    },
    waitingRoom: {},
    onboardingRequired: {},
    rejected: {},
    accepted: {},
  },
});
