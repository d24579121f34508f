import { type CallInput, productCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiPath, call } from "./api";
import { fitsWidth, heldAnswers, holdCalls, noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// A detail page is a cold database read and CI machines are shared: screens get 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

const ADVANCED = "advanced@catalogue.example";

/** The search API's answer for the same query the page sends (the counts are checked against it). */
function apiSearch(page: Page, query: CallInput<typeof productCalls.search>["query"]) {
  return call(page, productCalls.search, { query });
}

const cards = (page: Page) => page.getByTestId("product-card");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await actAs(page, ADVANCED);
});

test("search by text, with a typo and by part number; one result opens the product", async ({ page }) => {
  await page.goto("/search?search=Breathing%20circuit");
  const expected = await apiSearch(page, { search: "Breathing circuit", size: 10 });
  await expect(page.getByTestId("result-total")).toHaveText(`${expected.totalCount} products`);
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).first()).toContainText(expected.content[0]?.title ?? "");

  await page.goto("/search?search=Breathng%20circuit");
  await expect(cards(page).first()).toContainText("Breathing circuit");

  await page.goto("/search?search=8401869");
  await expect(page).toHaveURL(/\/p\/Breathing%20circuit%2C%20adult\?title=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult");
  await expect(page.getByText("Part no. 8401869")).toBeVisible();
});

test("the results ask for their first page and filters beside the profile, and each only once", async ({
  page,
}) => {
  const profilePath = apiPath(profileCalls.get);
  const searchPath = apiPath(productCalls.search);
  const filtersPath = apiPath(productCalls.dynamicFilters);
  const asked = { firstPage: 0, filters: 0 };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === searchPath && url.searchParams.get("page") === "0") asked.firstPage += 1;
    if (url.pathname === filtersPath) asked.filters += 1;
  });
  const release = await holdCalls(page, (url) => url.pathname === profilePath);
  const requestTo = (path: string) => (request: { url(): string }) =>
    new URL(request.url()).pathname === path;
  const bothAsked = Promise.all([
    page.waitForRequest(requestTo(searchPath)),
    page.waitForRequest(requestTo(filtersPath)),
  ]);
  await page.goto("/search?search=Breathing%20circuit", { waitUntil: "commit" });
  await bothAsked;
  release();
  const expected = await apiSearch(page, { search: "Breathing circuit", size: 10 });
  await expect(page.getByTestId("result-total")).toHaveText(`${expected.totalCount} products`);
  await expect(cards(page)).toHaveCount(10);
  expect(asked).toEqual({ firstPage: 1, filters: 1 });
});

test("a code scanned from a device's UDI label into the search bar opens that product", async ({ page }) => {
  const product = await call(page, productCalls.details, { params: { id: 1869 } });
  // A keyboard-wedge scanner types the label's element string: GTIN-14, expiry date and lot, then Enter.
  const scanned = `(01)0${product.mainGtin}(17)281130(10)LOT4711`;
  await page.goto("/");
  const bar = page.getByRole("combobox", { name: "Search products" });
  await bar.fill(scanned);
  await bar.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
});

test("the header bar suggests from 3 characters, by keyboard, and Enter searches", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("combobox", { name: "Search products" });
  await bar.fill("Br");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await bar.fill("Breathing");
  const hints = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(hints.first()).toBeVisible();
  await bar.press("ArrowDown");
  await expect(hints.first()).toHaveAttribute("aria-selected", "true");
  const chosen = (await hints.first().locator("span").first().textContent()) ?? "";
  await bar.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  // The product seen is now first in the history, offered while the bar is empty.
  await bar.click();
  await expect(
    page.getByRole("listbox", { name: "Recently viewed" }).getByRole("option").first(),
  ).toContainText(chosen);
  await bar.fill("Mask");
  await bar.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=Mask$/);
});

test("no result shows the no-products state", async ({ page }) => {
  await page.goto("/search?search=zzqqxx");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("We cannot find the product.", { exact: false })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("filters show the API's counts, apply and come off as chips; the URL keeps them", async ({ page }) => {
  await page.goto("/search");
  const facets = await call(page, productCalls.dynamicFilters, { query: {} });
  const icu = facets.careArea.find((entry) => entry.value === "ICU");
  await page.getByTestId("filter-careArea").locator("summary").click();
  const checkbox = page.getByRole("checkbox", { name: `Intensive care unit (${icu?.count})` });
  // The checkbox shows the URL's filters: it turns checked once the navigation lands, not on the click itself.
  await checkbox.click();
  await expect(page).toHaveURL(/filter=careArea%3AICU/);
  await expect(checkbox).toBeChecked();
  await expect(page.getByTestId("result-total")).toHaveText(`${icu?.count} products`);

  const withIcu = await call(page, productCalls.dynamicFilters, { query: { filter: "careArea:ICU" } });
  const rfid = withIcu.flags.find((entry) => entry.value === "RFID");
  await page.getByTestId("filter-flags").locator("summary").click();
  await page.getByRole("checkbox", { name: `RFID (${rfid?.count})` }).click();
  await expect(page).toHaveURL(/flags%3ARFID/);
  await expect(page.getByRole("checkbox", { name: `RFID (${rfid?.count})` })).toBeChecked();
  await expect(page.getByTestId("result-total")).toHaveText(`${rfid?.count} products`);
  const both = await apiSearch(page, { filter: "careArea:ICU;flags:RFID", size: 1 });
  expect(both.totalCount).toBe(rfid?.count);

  const chips = page.getByTestId("active-filters");
  await chips.getByRole("button", { name: "Remove Intensive care unit" }).click();
  await expect(page).toHaveURL(/filter=flags%3ARFID$/);
  await chips.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(chips).toBeHidden();
});

test("sorting by name reorders the cards as the API does", async ({ page }) => {
  await page.goto("/search?search=mask");
  await page.getByLabel("Sort by").selectOption("TITLE_DESC");
  await expect(page).toHaveURL(/sort=TITLE_DESC/);
  const expected = await apiSearch(page, { search: "mask", sort: "TITLE_DESC", size: 10 });
  await expect(cards(page).locator("h3")).toHaveText(expected.content.map((c) => c.title));
});

test("infinite scroll loads the third page; back from a product restores the scroll", async ({ page }) => {
  const pages: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === apiPath(productCalls.search)) pages.push(url.searchParams.get("page") ?? "");
  });
  await page.goto("/search");
  await expect(cards(page).nth(9)).toBeVisible();
  // Each scroll to the end loads the next page of 10 (more when the window is tall enough to show them).
  while ((await cards(page).count()) < 30) {
    const shown = await cards(page).count();
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
  }
  expect(pages.slice(0, 3)).toEqual(["0", "1", "2"]);
  const target = cards(page).nth(24);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const title = (await target.locator("h3").textContent()) ?? "";
  const loaded = await cards(page).count();
  await target.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goBack();
  // The loaded pages are shown at once (no reload from page 0), so the browser can scroll back to the card.
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(loaded);
  await expect(cards(page).nth(24).locator("h3")).toHaveText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test("card size is kept across a reload", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("button", { name: "Large cards" }).click();
  await expect(page.getByRole("button", { name: "Large cards" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Large cards" })).toHaveAttribute("aria-pressed", "true");
});

for (const width of [1280, 360]) {
  test(`finder and results pass axe at ${width} px (screenshots kept)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(page.getByTestId("care-area-ICU")).toBeVisible();
    await noAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`finder-${width}.png`), fullPage: true });
    await page.getByTestId("care-area-ICU").getByRole("link").click();
    await expect(page).toHaveURL(/filter=careArea%3AICU/);
    await expect(cards(page)).toHaveCount(10);
    await noAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`results-${width}.png`), fullPage: true });
    await fitsWidth(page, width);
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px nothing moves when the results and filter counts arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The answers wait until the page has painted its loading state, so the test sees both states.
    const answers = await heldAnswers(page, /\/api\/products\/(search|dynamic-filters)\b/);
    await page.goto("/search?search=cable");
    await expect(page.getByRole("list", { name: "Products" })).toHaveAttribute("aria-busy", "true");
    await answers.release();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("filter-careArea")).toBeVisible();
    // Lighthouse counts a layout shift of 0.1 and more as poor.
    expect(await answers.shiftSinceRelease()).toBeLessThan(0.01);
  });
}
