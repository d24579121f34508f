import type { ListSortingType } from "../../model/enums";
import { compareTitles } from "../title-order";

/** Core spec 4.1: what the element sort reads of a list element. */
export interface SortableElement {
  readonly id: number;
  readonly sortOrder: number;
  readonly createdAt: string;
  readonly productTitle: string;
  readonly productGroup: string | null;
}

const byTitle = (a: SortableElement, b: SortableElement): number =>
  compareTitles(a.productTitle, b.productTitle);
const byCreation = (a: SortableElement, b: SortableElement): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/**
 * Core spec 4.1: orders a list's elements by its sorting type. CREATED_AT (the default, also for NAME) oldest
 * first; PRODUCT_GROUP by group then title (no group last); PRODUCT_TITLE A to Z; CUSTOM by the saved positions.
 * Ties fall back to the order of adding, so the result never depends on the input order.
 */
export function sortListElements<T extends SortableElement>(
  elements: readonly T[],
  type: ListSortingType,
): T[] {
  const compare = (a: T, b: T): number => {
    switch (type) {
      case "CUSTOM":
        return a.sortOrder - b.sortOrder || byCreation(a, b);
      case "PRODUCT_TITLE":
        return byTitle(a, b) || byCreation(a, b);
      case "PRODUCT_GROUP": {
        if (a.productGroup !== b.productGroup) {
          if (a.productGroup === null) return 1;
          if (b.productGroup === null) return -1;
          return a.productGroup.localeCompare(b.productGroup);
        }
        return byTitle(a, b) || byCreation(a, b);
      }
      default:
        return byCreation(a, b);
    }
  };
  return [...elements].sort(compare);
}
