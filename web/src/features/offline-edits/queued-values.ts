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
    content: answer.content.map((element) =>
      edits.reduce((shown, change) => {
        if (change.productId !== shown.productId) return shown;
        if (change.kind === "quantity") return { ...shown, quantity: change.value };
        if (change.kind === "crp") return { ...shown, pricing: { ...shown.pricing, crp: change.value } };
        return shown;
      }, element),
    ),
  };
}
