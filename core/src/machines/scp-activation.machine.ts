import { assign, fromPromise, setup } from "xstate";
import type { FieldError } from "../api/error-envelope";
import type { Id } from "../model/common";
import type { OrganizationRole } from "../model/enums";
import { toFieldErrors } from "../rules/field-errors";
import { ScpActivationForm } from "../rules/scp-activation-form.schema";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.4: the activation form of one SCP request as the Key user fills it in. */
export interface ScpActivationDraft {
  readonly companyId: Id | null;
  readonly organizationRole: OrganizationRole | null;
  readonly countryIds: readonly Id[];
}

/** Core spec 4.4: the Key user's side of an SCP request. */
export interface ScpActivationContext {
  readonly userId: string;
  readonly form: ScpActivationDraft;
  readonly fieldErrors: FieldError[];
  readonly errorKey: string | undefined;
}

/** Core spec 4.4: the events of the Key user's SCP review. */
export type ScpActivationEvent =
  | { type: "activation.companyChosen"; companyId: Id }
  | { type: "activation.functionChosen"; organizationRole: OrganizationRole }
  | { type: "activation.countriesChanged"; countryIds: readonly Id[] }
  | { type: "activation.approve" }
  | { type: "activation.reject" };

/**
 * Core spec 4.4 and 5: a Key user reviews an SCP request. Approving activates the account and needs a company (from the companies list), a
 * function and at least one country (the SCP activation form schema, whose messages the form shows); rejecting
 * needs nothing. Both calls are injected actors.
 */
export const scpActivationMachine = setup({
  types: {} as {
    context: ScpActivationContext;
    events: ScpActivationEvent;
    input: { userId: string; form?: Partial<ScpActivationDraft> };
  },
  actors: {
    activateScp: fromPromise<void, { userId: string; form: ScpActivationForm }>(async () =>
      notProvided("activateScp"),
    ),
    rejectScp: fromPromise<void, { userId: string }>(async () => notProvided("rejectScp")),
  },
  guards: {
    isActivationComplete: ({ context }) => ScpActivationForm.safeParse(context.form).success,
  },
  actions: {
    rememberError: assign({
      errorKey: ({ event }) => envelopeOf((event as { error?: unknown }).error).resultKey,
    }),
  },
}).createMachine({
  id: "scpActivation",
  context: ({ input }) => ({
    userId: input.userId,
    form: { companyId: null, organizationRole: null, countryIds: [], ...input.form },
    fieldErrors: [],
    errorKey: undefined,
  }),
  initial: "reviewing",
  states: {
    reviewing: {
      on: {
        "activation.companyChosen": {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, companyId: event.companyId }),
          }),
        },
        "activation.functionChosen": {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, organizationRole: event.organizationRole }),
          }),
        },
        "activation.countriesChanged": {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, countryIds: event.countryIds }),
          }),
        },
        "activation.approve": [
          { guard: "isActivationComplete", target: "activating", actions: assign({ fieldErrors: [] }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => {
                const result = ScpActivationForm.safeParse(context.form);
                return result.success ? [] : toFieldErrors(result.error);
              },
            }),
          },
        ],
        "activation.reject": "rejecting",
      },
    },
    activating: {
      entry: assign({ errorKey: undefined }),
      invoke: {
        id: "activateScp",
        src: "activateScp",
        input: ({ context }) => ({ userId: context.userId, form: ScpActivationForm.parse(context.form) }),
        onDone: "activated",
        onError: { target: "reviewing", actions: "rememberError" },
      },
    },
    rejecting: {
      entry: assign({ errorKey: undefined }),
      invoke: {
        id: "rejectScp",
        src: "rejectScp",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: "rejected",
        onError: { target: "reviewing", actions: "rememberError" },
      },
    },
    activated: { type: "final" },
    rejected: { type: "final" },
  },
});
