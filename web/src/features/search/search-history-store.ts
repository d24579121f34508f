import { SearchHistoryItem } from "@catalogue/core/model";
import { addToSearchHistory } from "@catalogue/core/rules";
import { readStored, writeStored } from "../../lib/safe-storage";

/** Core spec 3 / 9: the search history is kept per user, in this browser. */
function keyFor(userId: number): string {
  return `catalogue.searchHistory.${userId}`;
}

/** Core spec 9: the user's history, newest first; unreadable or foreign data counts as empty. */
export function readSearchHistory(userId: number, storage?: Storage): SearchHistoryItem[] {
  try {
    const parsed = SearchHistoryItem.array().safeParse(
      JSON.parse(readStored(keyFor(userId), storage) ?? "[]"),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Core spec 9: records a visited product (core's rule: a title once, newest first, 5 entries). */
export function rememberSearch(
  userId: number,
  item: SearchHistoryItem,
  storage?: Storage,
): SearchHistoryItem[] {
  const next = addToSearchHistory(readSearchHistory(userId, storage), item);
  writeStored(keyFor(userId), JSON.stringify(next), storage);
  return next;
}
