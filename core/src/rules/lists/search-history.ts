import { SEARCH_HISTORY_MAX } from "../../constants";
import { isHistoryTerm } from "../search-term.schema";

/** Core spec 3: one remembered search (title, and for a product its subtitle, id and image). */
export interface SearchHistoryItem {
  readonly title: string;
  readonly subtitle?: string;
  readonly id?: string | number;
  readonly imageId?: string;
}

/**
 * Core spec 4.7, 5 and 9: record a search. Blank titles are never saved; a title is kept once (the newest entry
 * wins and moves to the front); at most SEARCH_HISTORY_MAX entries remain, newest first.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
): SearchHistoryItem[] {
  if (!isHistoryTerm(item.title)) return [...history];
  const title = item.title.trim();
  const others = history.filter((entry) => entry.title.trim() !== title);
  return [{ ...item, title }, ...others].slice(0, SEARCH_HISTORY_MAX);
}
