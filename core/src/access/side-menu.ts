import { canUseRoute } from "./can-use-route";
import type { AccessProfile } from "./roles";
import { type RouteName, routeByName } from "./route-table";

/** Core spec 2.1 "Main navigation": one side-menu entry. */
export interface MenuEntry {
  readonly id: "finder" | "products" | "productLists" | "users" | "system" | "settings";
  readonly route: RouteName;
  readonly labelKey: string;
}

/** Core spec 2.1: the main navigation entries, in order (favourites live with the product lists). */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: "finder", route: "finder", labelKey: "menu.finder" },
  { id: "products", route: "searchResults", labelKey: "menu.products" },
  { id: "productLists", route: "productLists", labelKey: "menu.productLists" },
  { id: "users", route: "users", labelKey: "menu.users" },
  { id: "system", route: "system", labelKey: "menu.system" },
  { id: "settings", route: "settings", labelKey: "menu.settings" },
];

/** Core spec 2.1: the side menu hides entries whose allowed roles exclude the current user's role. */
export function visibleMenuEntries(
  profile: Pick<AccessProfile, "role" | "scpStatus" | "countryId">,
): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => canUseRoute(routeByName(entry.route).access, profile));
}
