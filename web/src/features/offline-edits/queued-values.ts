import type { ListElementsResponse, ListElementView, OfflineChange, ProductCard } from "@catalogue/core/api";

type Addition = Extract<OfflineChange, { kind: "add" }>;

/**
 * A product added offline has no element id yet: its row carries the product's id, negated, so no id the server
 * gives can be taken for it (element ids are positive).
 */
export const waitingElementId = (productId: number): number => -productId;

/** Whether a row is a product added offline, still waiting to be sent. */
export const isWaitingAddition = (element: Pick<ListElementView, "id">): boolean => element.id < 0;

/** The row of a product added offline, from the card the app holds: the quantity and CRP as the user set them. */
function waitingElement(addition: Addition, card: ProductCard, sortOrder: number): ListElementView {
  const crp = addition.crp === undefined ? (card.pricing?.crp ?? null) : addition.crp;
  return {
    id: waitingElementId(addition.productId),
    listId: addition.listId,
    productId: addition.productId,
    product: card,
    quantity: addition.quantity,
    sortOrder,
    createdAt: new Date(0).toISOString(),
    // The pieces per package are the server's to tell: the row counts packages until the list is read again.
    pricing: {
      crp,
      netPrice: crp,
      totalPieces: addition.quantity,
      piecesPerPackage: 1,
      packagesPerDelivery: 1,
    },
  };
}

/**
 * The elements of a list as the user left them offline: the server's last known answer with the quantities and
 * CRPs still waiting in the queue (supplement 7), and the products added offline at the end (they join the
 * list's end when sent), so a reload offline shows the user's own values.
 */
export function withQueuedEdits(
  answer: ListElementsResponse,
  queue: readonly OfflineChange[],
  listId: number,
  addedProducts: ReadonlyMap<number, ProductCard> = new Map(),
): ListElementsResponse {
  const edits = queue.filter((change) => change.listId === listId);
  if (edits.length === 0) return answer;
  const held = new Set(answer.content.map((element) => element.productId));
  const waiting = edits.flatMap((change, index) => {
    const card = change.kind === "add" && !held.has(change.productId) && addedProducts.get(change.productId);
    return change.kind === "add" && card ? [waitingElement(change, card, answer.content.length + index)] : [];
  });
  return {
    ...answer,
    content: [
      ...answer.content.map((element) => {
        const mine = edits.filter((change) => change.productId === element.productId);
        const quantity = mine.find((change) => change.kind === "quantity");
        const crp = mine.find((change) => change.kind === "crp");
        // An element no queued edit touches stays the same object, so its row is not rendered again.
        if (!quantity && !crp) return element;
        return {
          ...element,
          quantity: quantity ? quantity.value : element.quantity,
          pricing: crp ? { ...element.pricing, crp: crp.value } : element.pricing,
        };
      }),
      ...waiting,
    ],
  };
}
