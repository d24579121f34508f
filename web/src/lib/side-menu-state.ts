import { SIDE_MENU_AUTO_COLLAPSE_BELOW_PX } from "@catalogue/core/constants";

const COLLAPSED_KEY = "catalogue.sideMenuCollapsed";

/** Core spec 9: the stored collapsed state, or collapsed by default on screens under 1500 px. */
export function initialCollapsed(width: number, storage: Storage = localStorage): boolean {
  const stored = storage.getItem(COLLAPSED_KEY);
  if (stored === "true" || stored === "false") return stored === "true";
  return width < SIDE_MENU_AUTO_COLLAPSE_BELOW_PX;
}

/** Core spec 9: remembers the user's choice across visits. */
export function storeCollapsed(collapsed: boolean, storage: Storage = localStorage): void {
  storage.setItem(COLLAPSED_KEY, String(collapsed));
}

/** Core spec 9: whether the user chose a state; until then the width decides. */
export function hasStoredCollapsed(storage: Storage = localStorage): boolean {
  return storage.getItem(COLLAPSED_KEY) !== null;
}
