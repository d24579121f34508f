import { HINT_IDS, type HintId } from "./hint-catalogue";
import type { HintsMemory } from "./hints-memory";

/**
 * Core spec 2.3 (tutorial pop-ups): the hints of the screen in front of the user. `memory` is what is persisted
 * per user (core spec 3, hiddenHints); the rest lasts as long as the screen: which hint anchors are on it, whether
 * the user closed the hints for this visit, and whether a dialog is open (a hint never covers a dialog).
 */
export interface HintTour {
  memory: HintsMemory;
  present: readonly HintId[];
  closedForScreen: boolean;
  dialogOpen: boolean;
}

/** What the user or the screen does to the hints. */
export type HintTourEvent =
  | { type: "hints.anchorsChanged"; present: readonly HintId[] }
  | { type: "hints.dialogChanged"; open: boolean }
  | { type: "hints.screenChanged" }
  /** "Next": this hint is done, show the screen's next one. */
  | { type: "hints.next" }
  /** "Got it" or Escape: this hint is done, and no more hints on this visit of the screen. */
  | { type: "hints.gotIt" }
  /** "Don't show hints": none any more, on any screen, until settings resets them. */
  | { type: "hints.turnOff" }
  /** Settings' "reset hints": every hint shows again. */
  | { type: "hints.reset" };

/** A tour over the given memory, before the screen has reported its anchors. */
export function startHintTour(memory: HintsMemory): HintTour {
  return { memory, present: [], closedForScreen: false, dialogOpen: false };
}

/** The hints still to show on this screen, in the catalogue's order. */
export function remainingHints(tour: HintTour): HintId[] {
  if (tour.memory.hintsOff || tour.closedForScreen || tour.dialogOpen) return [];
  return HINT_IDS.filter((id) => tour.present.includes(id) && !tour.memory.hiddenHints.includes(id));
}

/** The hint to show now, if any. */
export function currentHint(tour: HintTour): HintId | undefined {
  return remainingHints(tour)[0];
}

/** Whether "Next" leads to another hint (else the hint offers "Got it" only). */
export function hasNextHint(tour: HintTour): boolean {
  return remainingHints(tour).length > 1;
}

function hide(memory: HintsMemory, id: HintId | undefined): HintsMemory {
  if (id === undefined || memory.hiddenHints.includes(id)) return memory;
  return { ...memory, hiddenHints: [...memory.hiddenHints, id] };
}

/** Core spec 2.3 / 3: the tour after an event; a hint the user has answered stays hidden for good. */
export function advanceHintTour(tour: HintTour, event: HintTourEvent): HintTour {
  switch (event.type) {
    case "hints.anchorsChanged":
      return { ...tour, present: event.present };
    case "hints.dialogChanged":
      return { ...tour, dialogOpen: event.open };
    case "hints.screenChanged":
      return { ...tour, present: [], closedForScreen: false };
    case "hints.next":
      return { ...tour, memory: hide(tour.memory, currentHint(tour)) };
    case "hints.gotIt":
      return { ...tour, memory: hide(tour.memory, currentHint(tour)), closedForScreen: true };
    case "hints.turnOff":
      return { ...tour, memory: { ...tour.memory, hintsOff: true } };
    case "hints.reset":
      return { ...tour, memory: { hiddenHints: [], hintsOff: false }, closedForScreen: false };
  }
}
