import { SEARCH_HISTORY_MAX } from "../constants";
import type { SearchHistoryItem } from "../model/search-history-item";

/**
 * Core spec 3 / 9: adds a visited product to the search history: a title is kept once (the newest visit wins,
 * with its subtitle and image), newest first, at most SEARCH_HISTORY_MAX entries. Blank titles are not kept.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
): SearchHistoryItem[] {
  if (item.title.trim() === "") return history.slice(0, SEARCH_HISTORY_MAX);
  const others = history.filter((entry) => entry.title !== item.title);
  return [item, ...others].slice(0, SEARCH_HISTORY_MAX);
}
