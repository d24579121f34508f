/** Core spec 2.1 and 2.3: the tabs of `/product-lists/:tabName`; `/product-lists` opens the first. */
export const LIST_TABS = ["mine", "pinned", "shared", "drafts", "all", "favourites"] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The tab a path's `tabName` names; an unknown or missing name is the first tab. */
export function listTabOf(tabName: string | undefined): ListTab {
  return (LIST_TABS as readonly string[]).includes(tabName ?? "") ? (tabName as ListTab) : "mine";
}
