import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { actAs } from "./sign-in";

/** axe finds nothing on the page as it is now (or, with `within`, inside the elements that selector matches). */
export async function noAxeViolations(page: Page, { within }: { within?: string } = {}): Promise<void> {
  const axe = new AxeBuilder({ page });
  expect((await (within ? axe.include(within) : axe).analyze()).violations).toEqual([]);
}

/** Nothing makes the page scroll sideways at this width. */
export async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A page of its own browser context (its own session cookie) acting as `email`, at the given width. */
export async function userPage(
  browser: Browser,
  email: string,
  width: number,
  height: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await inEnglish(page);
  await actAs(page, email);
  return page;
}

/**
 * Records every text the toast region shows from the next page load on, so a test can state that a toast never
 * appeared (a toast comes and goes by itself, so looking once proves nothing).
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('section[aria-live="polite"]'))
        if (region.textContent) seen.push(region.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/** The two widths the list screens are tested at: a laptop and a 360 px phone. */
export const VIEWPORTS = [
  { name: "laptop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 740 },
] as const;

/** The app in English whatever the browser's language: the tests read English labels. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
}

/**
 * Holds back the answers of the calls `calls` matches until the returned `release()`: what the page asks for
 * meanwhile (a screen's first answers beside the profile) can be checked. Call before the page is loaded.
 */
export async function holdCalls(page: Page, calls: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(calls, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the answers of the calls whose path matches `calls` until `release()`, and sums the layout shifts
 * (the browser's `layout-shift` entries, Lighthouse's CLS) from then on: `shiftSinceRelease()` is what the answers
 * moved on the page. Call before the page is loaded.
 */
export async function heldAnswers(page: Page, calls: RegExp) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const shifts = () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  const answer = await holdCalls(page, calls);
  let before = 0;
  return {
    release: async () => {
      before = (await shifts()).length;
      answer();
    },
    shiftSinceRelease: async () => (await shifts()).slice(before).reduce((sum, value) => sum + value, 0),
  };
}
