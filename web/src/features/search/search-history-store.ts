import { SearchHistoryItem } from "@catalogue/core/model";
import { addToSearchHistory } from "@catalogue/core/rules";

/** Core spec 3 / 9: the search history is kept per user, in this browser. */
function keyFor(userId: number): string {
  return `catalogue.searchHistory.${userId}`;
}

/** Core spec 9: the user's history, newest first; unreadable or foreign data counts as empty. */
export function readSearchHistory(userId: number, storage: Storage = localStorage): SearchHistoryItem[] {
  try {
    const parsed = SearchHistoryItem.array().safeParse(JSON.parse(storage.getItem(keyFor(userId)) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Core spec 9: records a visited product (core's rule: a title once, newest first, 5 entries). */
export function rememberSearch(
  userId: number,
  item: SearchHistoryItem,
  storage: Storage = localStorage,
): SearchHistoryItem[] {
  const next = addToSearchHistory(readSearchHistory(userId, storage), item);
  storage.setItem(keyFor(userId), JSON.stringify(next));
  return next;
}
