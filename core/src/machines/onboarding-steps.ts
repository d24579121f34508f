import type { OnboardingContext } from "./onboarding.machine";

/** Core spec 4.3: the steps of the onboarding accordion. */
export type OnboardingStepId = "language" | "role" | "country";

/** Core spec 4.3: one accordion step as the screen shows it. */
export interface OnboardingStep {
  readonly id: OnboardingStepId;
  readonly done: boolean;
  /** Earlier steps stay editable; a later step opens once every earlier step is done. */
  readonly enabled: boolean;
}

/** Core spec 4.3 and 2.3: the steps, and the "Step x of y" numbers (x is the first open step, or y when all done). */
export interface OnboardingProgress {
  readonly steps: readonly OnboardingStep[];
  readonly current: number;
  readonly total: number;
  readonly isComplete: boolean;
}

/** Core spec 4.3: the accordion steps for the choices made so far (the role step is skipped for partners). */
export function onboardingProgress(context: OnboardingContext): OnboardingProgress {
  const chosen: { id: OnboardingStepId; done: boolean }[] = [
    { id: "language", done: context.languageShortcut !== null },
    ...(context.isPartner ? [] : [{ id: "role" as const, done: context.organizationRole !== null }]),
    { id: "country", done: context.countryId !== null },
  ];
  const steps = chosen.map((step, index) => ({
    ...step,
    enabled: chosen.slice(0, index).every((earlier) => earlier.done),
  }));
  const firstOpen = steps.findIndex((step) => !step.done);
  const isComplete = firstOpen === -1;
  return { steps, current: isComplete ? steps.length : firstOpen + 1, total: steps.length, isComplete };
}

/** Core spec 2.3: the i18n key of the stepper text "Step {{current}} of {{total}}". */
export const ONBOARDING_STEP_OF_KEY = "onboardingSteps.stepOf";
