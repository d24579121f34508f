import { assign, fromPromise, setup } from "xstate";
import type { LANGUAGES } from "../constants";
import type { Id } from "../model/common";
import type { OrganizationRole } from "../model/enums";
import { OnboardingForm, onboardingFormFor, PartnerOnboardingForm } from "../rules/onboarding-form.schema";
import { envelopeOf, notProvided } from "./error-of";

type LanguageShortcut = (typeof LANGUAGES)[number];

/** Core spec 3: the choices offered by onboarding, reloaded in the chosen language. */
export interface OnboardingOptions {
  readonly countries: readonly { id: Id; name: string }[];
  readonly roles: readonly { value: OrganizationRole; name: string }[];
}

/** Core spec 4.3: the onboarding machine's memory: who onboards, what was chosen, what can be chosen. */
export interface OnboardingContext {
  readonly isPartner: boolean;
  readonly languageShortcut: LanguageShortcut | null;
  readonly organizationRole: OrganizationRole | null;
  readonly countryId: Id | null;
  readonly options: OnboardingOptions;
  readonly errorKey: string | undefined;
}

/** Core spec 4.3: the events of onboarding. */
export type OnboardingEvent =
  | { type: "onboarding.languageChosen"; languageShortcut: LanguageShortcut }
  | { type: "onboarding.roleChosen"; organizationRole: OrganizationRole }
  | { type: "onboarding.countryChosen"; countryId: Id }
  | { type: "onboarding.finish" };

const valuesOf = (context: OnboardingContext) => ({
  languageShortcut: context.languageShortcut,
  organizationRole: context.organizationRole,
  countryId: context.countryId,
});

/**
 * Core spec 4.3: the three-step onboarding accordion (language, role, country; the role step is skipped for
 * partners). Earlier steps stay editable, later ones wait for the earlier choices; choosing a language sets the
 * interface language (injected action) and reloads countries and roles (injected actor). Finishing needs every step:
 * non-partners submit {organizationRole, languageShortcut, countryId}; partners are assigned to the country and go to
 * the waiting room. A failed submit keeps the choices and exposes the error.
 */
export const onboardingMachine = setup({
  types: {} as {
    context: OnboardingContext;
    events: OnboardingEvent;
    input: { isPartner: boolean; languageShortcut?: LanguageShortcut };
  },
  actors: {
    loadOptions: fromPromise<OnboardingOptions, { languageShortcut: LanguageShortcut | null }>(async () =>
      notProvided("loadOptions"),
    ),
    submitOnboarding: fromPromise<void, OnboardingForm>(async () => notProvided("submitOnboarding")),
    assignPartnerCountry: fromPromise<void, PartnerOnboardingForm>(async () =>
      notProvided("assignPartnerCountry"),
    ),
  },
  actions: {
    /** Injected: switch the interface language at once (core spec 4.3). */
    setInterfaceLanguage: (_args, _params: { languageShortcut: LanguageShortcut }) => {},
    rememberError: assign({
      errorKey: ({ event }) => envelopeOf((event as { error?: unknown }).error).resultKey,
    }),
  },
  guards: {
    isPartner: ({ context }) => context.isPartner,
    isRoleStepOpen: ({ context }) => !context.isPartner && context.languageShortcut !== null,
    isCountryStepOpen: ({ context }) =>
      context.languageShortcut !== null && (context.isPartner || context.organizationRole !== null),
    isEveryStepDone: ({ context }) =>
      onboardingFormFor(context.isPartner).safeParse(valuesOf(context)).success,
  },
}).createMachine({
  id: "onboarding",
  context: ({ input }) => ({
    isPartner: input.isPartner,
    languageShortcut: input.languageShortcut ?? null,
    organizationRole: null,
    countryId: null,
    options: { countries: [], roles: [] },
    errorKey: undefined,
  }),
  initial: "loadingOptions",
  states: {
    loadingOptions: {
      invoke: {
        id: "loadOptions",
        src: "loadOptions",
        input: ({ context }) => ({ languageShortcut: context.languageShortcut }),
        onDone: { target: "choosing", actions: assign({ options: ({ event }) => event.output }) },
        onError: { target: "choosing", actions: "rememberError" },
      },
    },
    choosing: {
      on: {
        "onboarding.languageChosen": {
          target: "loadingOptions",
          actions: [
            assign({ languageShortcut: ({ event }) => event.languageShortcut, errorKey: undefined }),
            {
              type: "setInterfaceLanguage",
              params: ({ event }) => ({ languageShortcut: event.languageShortcut }),
            },
          ],
        },
        "onboarding.roleChosen": {
          guard: "isRoleStepOpen",
          actions: assign({ organizationRole: ({ event }) => event.organizationRole }),
        },
        "onboarding.countryChosen": {
          guard: "isCountryStepOpen",
          actions: assign({ countryId: ({ event }) => event.countryId }),
        },
        "onboarding.finish": { guard: "isEveryStepDone", target: "submitting" },
      },
    },
    submitting: {
      entry: assign({ errorKey: undefined }),
      initial: "choosingCall",
      states: {
        choosingCall: {
          always: [{ guard: "isPartner", target: "assigningCountry" }, { target: "finalising" }],
        },
        finalising: {
          invoke: {
            id: "submitOnboarding",
            src: "submitOnboarding",
            input: ({ context }) => OnboardingForm.parse(valuesOf(context)),
            onDone: "#onboarding.finished",
            onError: { target: "#onboarding.choosing", actions: "rememberError" },
          },
        },
        assigningCountry: {
          invoke: {
            id: "assignPartnerCountry",
            src: "assignPartnerCountry",
            input: ({ context }) => PartnerOnboardingForm.parse(valuesOf(context)),
            onDone: "#onboarding.waitingRoom",
            onError: { target: "#onboarding.choosing", actions: "rememberError" },
          },
        },
      },
    },
    finished: { type: "final" },
    waitingRoom: { type: "final" },
  },
});
