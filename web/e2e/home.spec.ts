import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page shows the version the API reports", async ({ page, request }) => {
  const health = await (await request.get("/api/health")).json();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Catalogue");
  await expect(page.getByTestId("api-version")).toHaveText(`API version ${health.version}`);
});

test("a deep link is answered by the app, which shows its own 404 page for unknown routes", async ({
  page,
}) => {
  const response = await page.goto("/no/such/screen");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("link", { name: "Go to the finder" }).click();
  await expect(page.getByTestId("api-version")).toBeVisible();
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
