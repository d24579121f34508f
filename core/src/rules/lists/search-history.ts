import { SEARCH_HISTORY_MAX } from "../../constants";
import { isHistoryTerm } from "../search-term.schema";

/**
 * Core spec 4.7, 5 and 9: record a search (any item with a title, e.g. the model's SearchHistoryItem). Blank titles
 * are never saved; a title is kept once (the newest entry wins and moves to the front); at most SEARCH_HISTORY_MAX
 * entries remain, newest first.
 */
export function addToSearchHistory<T extends { readonly title: string }>(
  history: readonly T[],
  item: T,
): T[] {
  if (!isHistoryTerm(item.title)) return [...history];
  const title = item.title.trim();
  const others = history.filter((entry) => entry.title.trim() !== title);
  return [{ ...item, title }, ...others].slice(0, SEARCH_HISTORY_MAX);
}
