/** The slice of rows a virtual list renders: [start, end) in row indexes. */
export type VisibleRange = { start: number; end: number };

/**
 * Core spec 9 (virtual scroll): the rows to render for a scroll position, the visible ones plus `overscan` on each
 * side so that fast scrolling shows no gap, kept inside [0, count].
 */
export function visibleRange(
  scrollTop: number,
  count: number,
  itemHeight: number,
  visible: number,
  overscan = 2,
): VisibleRange {
  const first = Math.floor(Math.max(scrollTop, 0) / itemHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  // One extra row: when scrolled between rows, a sixth row peeks in at the bottom.
  const end = Math.min(count, first + visible + 1 + overscan);
  return { start, end: Math.max(start, end) };
}
