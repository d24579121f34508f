import type { ElementChangeResponse, ListElementsResponse } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";

/**
 * The cached elements of a list with a change's answer applied: the changed element's quantity and pricing (line
 * totals) and the list's new version; every other element is kept as it is (the same objects).
 */
export function patchElements(
  current: ListElementsResponse,
  answer: ElementChangeResponse,
): ListElementsResponse {
  const { element } = answer;
  return {
    ...current,
    version: answer.version,
    content: current.content.map((row) =>
      row.id === element.id ? { ...row, quantity: element.quantity, pricing: element.pricing } : row,
    ),
  };
}

/** The cached list header with a change's answer applied: new version, edit time and (when sent) totals. */
export function patchListHead(current: ProductList, answer: ElementChangeResponse): ProductList {
  return {
    ...current,
    version: answer.version,
    lastUpdatedAt: answer.lastUpdatedAt,
    ...(answer.totals ? { totalAmount: answer.totals.totalAmount, totalGgp: answer.totals.totalGgp } : {}),
  };
}
