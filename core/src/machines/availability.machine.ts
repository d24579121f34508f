import { assign, fromPromise, setup } from "xstate";
import type { FieldError } from "../api/error-envelope";
import type { ErrorReaction } from "../api/error-reaction";
import type { Id } from "../model/common";
import type { CustomStatusValue } from "../model/enums";
import {
  type AvailabilityIndicatorDraft,
  AvailabilityIndicatorForm,
  isIndicatorDetailEnabled,
} from "../rules/availability-indicator-form.schema";
import { toFieldErrors } from "../rules/field-errors";
import { ValidationMessage } from "../rules/validation-messages";
import { availabilityFailure } from "./availability-failure";
import { notProvided } from "./error-of";

/** Core spec 4.8: what is saved: no indicator (edit mode), the global one, or one for chosen countries. */
export type AvailabilitySaveRequest =
  | { readonly mode: "edit" }
  | { readonly mode: "global"; readonly indicator: AvailabilityIndicatorForm }
  | {
      readonly mode: "country";
      readonly indicator: AvailabilityIndicatorForm;
      readonly countryIds: Id[];
    };

/** Core spec 4.8: the availability machine's memory; only the indicator of the active mode is held. */
export interface AvailabilityContext {
  readonly globalIndicator: AvailabilityIndicatorDraft | null;
  readonly countryIndicator: (AvailabilityIndicatorDraft & { readonly countryIds: Id[] }) | null;
  readonly fieldErrors: FieldError[];
  /** The error policy's reaction to the last failed save (a toast with the availability message, or a page). */
  readonly errorReaction: ErrorReaction | undefined;
}

/** Core spec 4.8: the events of availability management. */
export type AvailabilityEvent =
  | { type: "availability.editMode" }
  | { type: "availability.enableGlobal" }
  | { type: "availability.enableCountry" }
  | { type: "indicator.statusChosen"; status: CustomStatusValue }
  | { type: "indicator.descriptionChanged"; description: string }
  | { type: "indicator.linkChanged"; link: string }
  | { type: "indicator.countriesChanged"; countryIds: Id[] }
  | { type: "availability.save" };

const emptyIndicator = (scope: AvailabilityIndicatorDraft["scope"]): AvailabilityIndicatorDraft => ({
  scope,
  status: null,
  description: "",
  link: "",
});

const activeIndicator = (context: AvailabilityContext): AvailabilityIndicatorDraft | null =>
  context.globalIndicator ?? context.countryIndicator;

type Patch = Partial<Pick<AvailabilityIndicatorDraft, "status" | "description" | "link">>;

const patchActive = (context: AvailabilityContext, patch: Patch): Partial<AvailabilityContext> => ({
  globalIndicator: context.globalIndicator && { ...context.globalIndicator, ...patch },
  countryIndicator: context.countryIndicator && { ...context.countryIndicator, ...patch },
});

/** Core spec 4.8 and 5: the form errors of the active indicator; a country indicator also needs a country. */
function indicatorErrors(context: AvailabilityContext): FieldError[] {
  const indicator = activeIndicator(context);
  if (indicator === null) return [];
  const result = AvailabilityIndicatorForm.safeParse(indicator);
  const errors = result.success ? [] : toFieldErrors(result.error);
  if (context.countryIndicator?.countryIds.length === 0)
    errors.push({ field: "countryIds", messageKey: ValidationMessage.required });
  return errors;
}

function saveRequest(context: AvailabilityContext): AvailabilitySaveRequest {
  if (context.globalIndicator)
    return { mode: "global", indicator: AvailabilityIndicatorForm.parse(context.globalIndicator) };
  if (context.countryIndicator)
    return {
      mode: "country",
      indicator: AvailabilityIndicatorForm.parse(context.countryIndicator),
      countryIds: context.countryIndicator.countryIds,
    };
  return { mode: "edit" };
}

/**
 * Core spec 4.8 and 8: managing one product's availability in one of three modes: edit mode (no indicator applied),
 * a global indicator, or a per-country indicator. Only one is active: enabling the global indicator drops the custom
 * country one and the reverse. Description and link are enabled once a custom status is chosen; saving validates
 * with the availability form schema and maps a failure through the error policy (the five availability result keys have their own messages).
 */
export const availabilityMachine = setup({
  types: {} as { context: AvailabilityContext; events: AvailabilityEvent },
  actors: {
    saveAvailability: fromPromise<void, AvailabilitySaveRequest>(async () => notProvided("saveAvailability")),
  },
  actions: {
    /** Injected: the success feedback after saving. */
    notifySaved: () => {},
    clearFeedback: assign({ fieldErrors: [], errorReaction: undefined }),
    rememberError: assign({
      errorReaction: ({ event }) => availabilityFailure((event as { error?: unknown }).error),
    }),
  },
  guards: {
    isDetailEnabled: ({ context }) => {
      const indicator = activeIndicator(context);
      return indicator !== null && isIndicatorDetailEnabled(indicator);
    },
    isIndicatorValid: ({ context }) => indicatorErrors(context).length === 0,
    isGlobalActive: ({ context }) => context.globalIndicator !== null,
    isCountryActive: ({ context }) => context.countryIndicator !== null,
  },
}).createMachine({
  id: "availability",
  context: { globalIndicator: null, countryIndicator: null, fieldErrors: [], errorReaction: undefined },
  initial: "active",
  states: {
    active: {
      initial: "editMode",
      on: {
        "availability.editMode": {
          target: ".editMode",
          actions: [assign({ globalIndicator: null, countryIndicator: null }), "clearFeedback"],
        },
        "availability.enableGlobal": {
          target: ".custom.global",
          actions: [
            assign({ globalIndicator: emptyIndicator("GLOBAL"), countryIndicator: null }),
            "clearFeedback",
          ],
        },
        "availability.enableCountry": {
          target: ".custom.perCountry",
          actions: [
            assign({
              globalIndicator: null,
              countryIndicator: { ...emptyIndicator("COUNTRY"), countryIds: [] },
            }),
            "clearFeedback",
          ],
        },
      },
      states: {
        editMode: {
          on: { "availability.save": "#availability.saving" },
        },
        custom: {
          initial: "global",
          on: {
            "indicator.statusChosen": {
              actions: assign(({ context, event }) => patchActive(context, { status: event.status })),
            },
            "indicator.descriptionChanged": {
              guard: "isDetailEnabled",
              actions: assign(({ context, event }) =>
                patchActive(context, { description: event.description }),
              ),
            },
            "indicator.linkChanged": {
              guard: "isDetailEnabled",
              actions: assign(({ context, event }) => patchActive(context, { link: event.link })),
            },
            "availability.save": [
              { guard: "isIndicatorValid", target: "#availability.saving" },
              { actions: assign({ fieldErrors: ({ context }) => indicatorErrors(context) }) },
            ],
          },
          states: {
            global: {},
            perCountry: {
              on: {
                "indicator.countriesChanged": {
                  actions: assign({
                    countryIndicator: ({ context, event }) =>
                      context.countryIndicator && {
                        ...context.countryIndicator,
                        countryIds: event.countryIds,
                      },
                  }),
                },
              },
            },
          },
        },
      },
    },
    saving: {
      entry: "clearFeedback",
      invoke: {
        id: "saveAvailability",
        src: "saveAvailability",
        input: ({ context }) => saveRequest(context),
        onDone: [
          { guard: "isGlobalActive", target: "active.custom.global", actions: "notifySaved" },
          { guard: "isCountryActive", target: "active.custom.perCountry", actions: "notifySaved" },
          { target: "active.editMode", actions: "notifySaved" },
        ],
        onError: [
          { guard: "isGlobalActive", target: "active.custom.global", actions: "rememberError" },
          { guard: "isCountryActive", target: "active.custom.perCountry", actions: "rememberError" },
          { target: "active.editMode", actions: "rememberError" },
        ],
      },
    },
  },
});
