/** Core spec 4.3-4.10: the XState v5 machines of the catalogue; side effects are injected with `.provide()`. */
export {
  type AddToListsContext,
  type AddToListsEvent,
  type AddToListsOutput,
  addToListsMachine,
} from "./add-to-lists.machine";
export {
  holdsAnyOf,
  type ListAddition,
  type ProductToAdd,
  planAdditions,
  type SkippedProducts,
  type SkipReason,
  type TargetList,
} from "./add-to-lists-plan";
export {
  type AvailabilityContext,
  type AvailabilityEvent,
  type AvailabilitySaveRequest,
  availabilityMachine,
} from "./availability.machine";
export { availabilityFailure } from "./availability-failure";
export { type ConsentContext, type ConsentEvent, consentMachine } from "./consent.machine";
export {
  type DraftContext,
  type DraftEvent,
  type DraftSourceList,
  type DraftState,
  type DraftUser,
  draftMachine,
} from "./draft.machine";
export { envelopeOf } from "./error-of";
export { type ListModesContext, type ListModesEvent, listModesMachine } from "./list-modes.machine";
export { MACHINE_DOCS, type MachineDoc, machinesMarkdown } from "./machines-doc";
export { rootTransitions, toMermaid } from "./mermaid";
export {
  type OnboardingContext,
  type OnboardingEvent,
  type OnboardingOptions,
  onboardingMachine,
} from "./onboarding.machine";
export {
  ONBOARDING_STEP_OF_KEY,
  type OnboardingProgress,
  type OnboardingStep,
  type OnboardingStepId,
  onboardingProgress,
} from "./onboarding-steps";
export {
  type ScpActivationContext,
  type ScpActivationDraft,
  type ScpActivationEvent,
  scpActivationMachine,
} from "./scp-activation.machine";
export {
  type ScpRegistrationContext,
  type ScpRegistrationEvent,
  scpRegistrationMachine,
} from "./scp-registration.machine";
export {
  UNSAVED_CHANGES_KEYS,
  type UnsavedChangesContext,
  type UnsavedChangesEvent,
  unsavedChangesMachine,
} from "./unsaved-changes.machine";
