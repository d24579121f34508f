/**
 * Core spec 2.3 (dialogs: tutorial pop-ups): the hints of each screen, in the order they are shown there. A hint
 * shows only while its control is on screen, so the favourite and add-to-list hints appear on whichever screen
 * (search results, product detail, favourites) the user reaches first.
 */
export const HINTS_BY_SCREEN = {
  finder: ["finder.careAreas", "finder.deviceGroups"],
  searchResults: [
    "search.filters",
    "search.sorting",
    "search.cardSize",
    "product.favourite",
    "product.addToList",
  ],
  listDetails: ["list.quantities", "list.crp", "list.export", "list.share"],
  users: ["users.table"],
} as const;

/** Core spec 2.3: every hint, in showing order (a screen's hints in its order, screens one after the other). */
export const HINT_IDS: readonly HintId[] = Object.values(HINTS_BY_SCREEN).flat();

/** Whether a stored or found name is one of the hints (a stored record may name a hint that no longer exists). */
export function isHintId(name: string): name is HintId {
  return (HINT_IDS as readonly string[]).includes(name);
}

/** Core spec 2.3: the name of one tutorial pop-up, also its anchor (`data-hint`) and its text key. */
export type HintId = (typeof HINTS_BY_SCREEN)[keyof typeof HINTS_BY_SCREEN][number];

/** The i18n key of a hint's one or two sentences (the `hints` section of every locale). */
export function hintTextKey(id: HintId): string {
  return `hints.text.${id}`;
}
