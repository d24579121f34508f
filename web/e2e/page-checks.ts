import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { actAs } from "./sign-in";

/** axe finds nothing on the page as it is now. */
export async function noAxeViolations(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
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
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await actAs(page, email);
  return page;
}
