import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { shareDraftCalls } from "@catalogue/core/api/catalogue/calls/share-drafts.calls";
import { countrySharingCalls, privateSharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import type { ListOfListsSort, ProductList } from "@catalogue/core/model";
import { sortListsOfLists } from "@catalogue/core/rules/lists";
import { useCallQuery } from "../../lib/server-state";
import type { ListTab } from "./list-tabs";
import { MY_LISTS } from "./my-lists-input";

/** What a tab shows: its lists in the chosen order, or that they are loading or failed. */
export type TabLists = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; lists: ProductList[] };

/** Each list once (a pinned country list is both pinned and shared), first seen first. */
function unique(lists: readonly ProductList[]): ProductList[] {
  const seen = new Set<string>();
  return lists.filter((list) => {
    const key = `${list.type}:${list.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Core spec 2.3: the lists of one tab. Only the calls the tab needs run; each is cached by its entry, so pinning
 * a list updates every tab that shows it. The order is core's list-of-lists sort, the same on every tab.
 */
export function useTabLists(tab: ListTab, sort: ListOfListsSort): TabLists {
  const needs = (...tabs: ListTab[]) => tabs.includes(tab);
  const mine = useCallQuery(productListCalls.list, MY_LISTS, { enabled: needs("mine", "all") });
  const pinned = useCallQuery(productListCalls.pinned, {}, { enabled: needs("pinned") });
  const shared = useCallQuery(privateSharingCalls.list, {}, { enabled: needs("shared", "all") });
  const country = useCallQuery(countrySharingCalls.list, {}, { enabled: needs("shared", "all") });
  const drafts = useCallQuery(shareDraftCalls.list, {}, { enabled: needs("drafts", "all") });
  const sources = {
    mine: [mine],
    pinned: [pinned],
    shared: [country, shared],
    drafts: [drafts],
    all: [mine, country, shared, drafts],
    favourites: [],
  }[tab];
  if (sources.some((source) => source.isError)) return { kind: "failed" };
  if (sources.some((source) => source.data === undefined)) return { kind: "loading" };
  return {
    kind: "ready",
    lists: sortListsOfLists(unique(sources.flatMap((source) => source.data ?? [])), sort),
  };
}
