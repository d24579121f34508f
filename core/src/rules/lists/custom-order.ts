/**
 * Core spec 4.7: move one element of a custom order from index `from` to index `to`. The result is always a
 * permutation of the input; out-of-range indexes leave the order unchanged.
 */
export function moveElement<T>(order: readonly T[], from: number, to: number): T[] {
  const inRange = (i: number): boolean => Number.isInteger(i) && i >= 0 && i < order.length;
  if (!inRange(from) || !inRange(to)) return [...order];
  const result = [...order];
  const [moved] = result.splice(from, 1) as [T];
  result.splice(to, 0, moved);
  return result;
}

/** Core spec 4.7: the custom positions (sortOrder) of elements in the given order, starting at 0. */
export function toCustomPositions<Id>(order: readonly Id[]): { id: Id; sortOrder: number }[] {
  return order.map((id, sortOrder) => ({ id, sortOrder }));
}
