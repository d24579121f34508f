import { systemCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { call } from "./api";
import { heldAnswers, noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

test("the finder shows the version the API reports", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  const health = await call(page, systemCalls.health, {});
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Catalogue");
  await expect(page.getByTestId("api-version")).toHaveText(`API version ${health.version}`);
  await expect(page).toHaveTitle("Product finder | Product Catalogue");
});

test("a deep link is answered by the app, which shows its own 404 page for unknown routes", async ({
  page,
}) => {
  await actAs(page, "key.user@catalogue.example");
  const response = await page.goto("/no/such/screen");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/errors\?code=404$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("button", { name: "Go to the finder" }).click();
  await expect(page.getByTestId("api-version")).toBeVisible();
});

test("the finder has no accessibility violations", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await noAxeViolations(page);
});

test("a closed group on the finder opens by keyboard and its groups lead to the search", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.goto("/");
  const group = page.locator("details").first();
  const summary = group.locator("summary");
  await expect(summary).toHaveText(/^Show \d+ groups?$/);
  // The groups inside are rendered once the group is opened, not with the page.
  await expect(group.getByRole("link")).toHaveCount(0);
  await summary.focus();
  await page.keyboard.press("Enter");
  const first = group.getByRole("link").first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/search\?.+/);
  await first.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(href);
});

test("the errors page has no accessibility violations", async ({ page }) => {
  await page.goto("/errors?code=no-internet");
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  await noAxeViolations(page);
});

for (const width of [360, 1280]) {
  test(`at ${width} px nothing moves when the finder's counts arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await actAs(page, "key.user@catalogue.example");
    const answers = await heldAnswers(page, /\/api\/products\/(product-counters|dynamic-filters)\b/);
    await page.goto("/");
    await expect(page.getByLabel("Loading content")).toBeVisible();
    await answers.release();
    await expect(page.locator("#finder-careArea")).toBeVisible();
    // Lighthouse counts a layout shift of 0.1 and more as poor.
    expect(await answers.shiftSinceRelease()).toBeLessThan(0.01);
  });
}
