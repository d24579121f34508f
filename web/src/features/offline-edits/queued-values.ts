import type { ListElementsResponse, OfflineChange } from "@catalogue/core/api";

/**
 * The elements of a list as the user left them offline: the server's last known answer with the quantities and
 * CRPs still waiting in the queue (supplement 7), so a reload offline shows the user's own values.
 */
export function withQueuedEdits(
  answer: ListElementsResponse,
  queue: readonly OfflineChange[],
  listId: number,
): ListElementsResponse {
  const edits = queue.filter((change) => change.listId === listId);
  if (edits.length === 0) return answer;
  return {
    ...answer,
    content: answer.content.map((element) => {
      const mine = edits.filter((change) => change.productId === element.productId);
      const quantity = mine.find((change) => change.kind === "quantity");
      const crp = mine.find((change) => change.kind === "crp");
      return {
        ...element,
        quantity: quantity ? quantity.value : element.quantity,
        pricing: crp ? { ...element.pricing, crp: crp.value } : element.pricing,
      };
    }),
  };
}
