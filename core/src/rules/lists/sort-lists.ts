import type { ListOfListsSort } from "../../model/enums";
import { compareTitles } from "../title-order";

/** Core spec 4.1: what the list-of-lists sort reads of a list. */
export interface SortableList {
  readonly id: number;
  readonly title: string;
  readonly numberOfProducts: number;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
}

const byCreation = (a: SortableList, b: SortableList): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const COMPARE: Record<ListOfListsSort, (a: SortableList, b: SortableList) => number> = {
  CREATION_DATE: byCreation,
  ALPHABETICAL: (a, b) => compareTitles(a.title, b.title) || byCreation(a, b),
  MIN_PRODUCTS: (a, b) => a.numberOfProducts - b.numberOfProducts || byCreation(a, b),
  MAX_PRODUCTS: (a, b) => b.numberOfProducts - a.numberOfProducts || byCreation(a, b),
  LAST_MODIFIED: (a, b) => b.lastUpdatedAt.localeCompare(a.lastUpdatedAt) || byCreation(a, b),
};

/**
 * Core spec 4.1: orders a list of lists. Newest first for dates, A to Z for titles, fewest or most products; ties
 * (and an unknown option) fall back to the creation date, newest first. Timestamps are ISO strings in UTC, so
 * comparing them as text compares the moments.
 */
export function sortListsOfLists<T extends SortableList>(lists: readonly T[], sort?: ListOfListsSort): T[] {
  return [...lists].sort(COMPARE[sort ?? "LAST_MODIFIED"] ?? byCreation);
}
