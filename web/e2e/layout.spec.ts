import { expect, test } from "@playwright/test";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

test("the finder is screenshotted at 1280 and 360 px, with the hamburger menu on the phone", async ({
  page,
}, testInfo) => {
  await actAs(page, "admin@catalogue.example");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("finder-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation).toBeHidden();
  await page.getByRole("button", { name: "Open the menu" }).click();
  await expect(navigation.getByRole("link", { name: "System" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("finder-360-menu.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the footer shows the app-info links and this year's copyright", async ({ page }) => {
  await actAs(page, "basic@catalogue.example");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Instructions for use" })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Product Catalogue`);
});

test("the errors page is screenshotted at 1280 and 360 px", async ({ page }, testInfo) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/errors?code=403");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
    await expect(page).toHaveTitle("Error | Product Catalogue");
    await page.screenshot({ path: testInfo.outputPath(`errors-403-${width}.png`), fullPage: true });
  }
});

test("the collapsed side menu stays collapsed after a reload", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Collapse the menu" }).click();
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand the menu" })).toBeVisible();
});

test("the Key user's side menu has no system entry", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.goto("/");
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "System" })).toHaveCount(0);
});

test("the finder passes axe at 1280 px and at 360 px with the phone menu open", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await noAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Open the menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await noAxeViolations(page);
});
