import { startTransition, useEffect, useState } from "react";

/** How many rows the first paint of a list holds: more than a screen of them, on a phone or a desktop. */
export const FIRST_ROWS = 8;
/** How many rows each later stage adds. */
export const STAGE_ROWS = 24;

/**
 * The elements to render now: on a long list the first FIRST_ROWS at once, the others STAGE_ROWS at a time in
 * background renders after that first paint. Each stage is a transition, so React builds its rows in slices of a
 * few milliseconds between which the browser paints and handles input (and starts it again after an edit), and
 * each commit, with the rows' effects, stays short. 200 rows in one render were one task of over a second at a
 * phone's CPU speed, with nothing on screen answering. Rows once shown stay.
 */
export function useStagedRows<T>(elements: readonly T[]): readonly T[] {
  const [count, setCount] = useState(FIRST_ROWS);
  const total = elements.length;
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + STAGE_ROWS));
  }, [count, total]);
  return count >= total ? elements : elements.slice(0, count);
}
