import { SIDE_MENU_AUTO_COLLAPSE_BELOW_PX } from "@catalogue/core/constants";
import { readStored, writeStored } from "./safe-storage";

const COLLAPSED_KEY = "catalogue.sideMenuCollapsed";

/** Core spec 9: the stored collapsed state, or collapsed by default on screens under 1500 px. */
export function initialCollapsed(width: number, storage?: Storage): boolean {
  const stored = readStored(COLLAPSED_KEY, storage);
  if (stored === "true" || stored === "false") return stored === "true";
  return width < SIDE_MENU_AUTO_COLLAPSE_BELOW_PX;
}

/** Core spec 9: remembers the user's choice across visits. */
export function storeCollapsed(collapsed: boolean, storage?: Storage): void {
  writeStored(COLLAPSED_KEY, String(collapsed), storage);
}

/** Core spec 9: whether the user chose a state; until then the width decides. */
export function hasStoredCollapsed(storage?: Storage): boolean {
  return readStored(COLLAPSED_KEY, storage) !== null;
}
