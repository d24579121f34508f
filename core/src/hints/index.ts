/** Core spec 2.3 (tutorial pop-ups) and 3 (hiddenHints): which hints exist, their order, and which one shows. */
export { HINT_IDS, HINTS_BY_SCREEN, type HintId, hintTextKey, isHintId } from "./hint-catalogue";
export {
  advanceHintTour,
  currentHint,
  type HintTour,
  type HintTourEvent,
  hasNextHint,
  remainingHints,
  startHintTour,
} from "./hint-tour";
export { FRESH_HINTS_MEMORY, HintsMemory, parseHintsMemory } from "./hints-memory";
