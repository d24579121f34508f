import type { Page } from "@playwright/test";

/** What happened to a list's rows while watched: rows taken out of the page, loading skeletons put in. */
export interface RowChanges {
  readonly removedRows: number;
  readonly skeletons: number;
  /** The quantities of the rows, in order, each time they changed (one entry per painted frame at most). */
  readonly quantities: readonly string[];
}

declare global {
  interface Window {
    rowChanges?: RowChanges & { removedRows: number; skeletons: number; quantities: string[] };
  }
}

/**
 * Starts watching the list's rows on the page: a MutationObserver counts the rows removed (a row unmounted and
 * mounted again is one) and the loading skeletons inserted, and each frame notes the rows' quantities when they
 * changed. A list that updates in place removes no row, shows no skeleton and goes straight to the new values.
 */
export async function watchRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes = { removedRows: 0, skeletons: 0, quantities: [] as string[] };
    window.rowChanges = changes;
    const rowsIn = (node: Node) =>
      node instanceof Element
        ? node.matches('[data-testid="list-element"]')
          ? 1
          : node.querySelectorAll('[data-testid="list-element"]').length
        : 0;
    const isSkeleton = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="status"][aria-label="Loading content"]') ||
        node.querySelector('[role="status"][aria-label="Loading content"]') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) changes.removedRows += rowsIn(node);
        for (const node of record.addedNodes) if (isSkeleton(node)) changes.skeletons += 1;
      }
    }).observe(document.body, { childList: true, subtree: true });
    const note = () => {
      // The quantity is the row's whole-number field (the CRP takes decimals).
      const shown = [
        ...document.querySelectorAll<HTMLInputElement>(
          '[data-testid="list-element"] input[inputmode="numeric"]',
        ),
      ]
        .map((input) => input.value)
        .join(",");
      if (changes.quantities.at(-1) !== shown) changes.quantities.push(shown);
      requestAnimationFrame(note);
    };
    note();
  });
}

/** What the rows went through since `watchRows`. */
export async function rowChanges(page: Page): Promise<RowChanges> {
  const changes = await page.evaluate(() => window.rowChanges);
  if (!changes) throw new Error("watchRows was not called on this page");
  return changes;
}
