import { type HintId, isHintId } from "@catalogue/core/hints";

/** What the hints need to know of the page: the controls with a hint that are on screen, and any open dialog. */
export type HintScene = { anchors: Map<HintId, HTMLElement>; dialogOpen: boolean };

/**
 * Finds the hint anchors (`data-hint="<hint id>"`) that are rendered (the first of each name, in document order)
 * and whether a modal dialog is open: a hint never covers a dialog (core spec 2.3).
 */
export function readHintScene(root: ParentNode = document): HintScene {
  const anchors = new Map<HintId, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-hint]")) {
    const name = element.dataset.hint ?? "";
    if (isHintId(name) && !anchors.has(name) && element.getClientRects().length > 0)
      anchors.set(name, element);
  }
  return { anchors, dialogOpen: root.querySelector('[aria-modal="true"]') !== null };
}

/** Whether two scenes show the same anchors (the same elements) and the same dialog state. */
export function sameScene(a: HintScene, b: HintScene): boolean {
  if (a.dialogOpen !== b.dialogOpen || a.anchors.size !== b.anchors.size) return false;
  for (const [name, element] of a.anchors) if (b.anchors.get(name) !== element) return false;
  return true;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";

/**
 * Where keyboard focus goes when a hint that held it closes: its control, else the first control inside or
 * after it, so Tab continues from the hint's place in the page instead of the top.
 */
export function focusAfterHint(anchor: HTMLElement): void {
  if (anchor.matches(FOCUSABLE)) {
    anchor.focus();
    return;
  }
  const next = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) =>
      element.tabIndex >= 0 &&
      (anchor.contains(element) ||
        anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  next?.focus();
}
