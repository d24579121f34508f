import { expect, type Page, test } from "@playwright/test";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

const pageViews = (page: Page) => page.evaluate(() => window.__pageViews ?? null);

test("an undecided user is asked; nothing is recorded until they accept; then each new path is a page view", async ({
  page,
}, testInfo) => {
  await actAs(page, "basic@catalogue.example", { consent: "undecided" });
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "Cookies and analytics" });
  await expect(popup).toBeVisible();
  await noAxeViolations(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`consent-popup-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await pageViews(page)).toEqual([]);

  await popup.getByRole("button", { name: "Accept" }).click();
  // The change reloads the page and then says it was saved.
  await expect(page.getByText("Your consent settings were saved.")).toBeVisible();
  await expect(popup).toHaveCount(0);
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ path: "/", title: "Product finder | Product Catalogue" }]);

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { path: "/", title: "Product finder | Product Catalogue" },
      { path: "/settings", title: "Settings | Product Catalogue" },
    ]);
});

test("a user who rejects is not asked again and nothing is recorded", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example", { consent: "undecided" });
  await page.goto("/");
  await page
    .getByRole("dialog", { name: "Cookies and analytics" })
    .getByRole("button", { name: "Reject" })
    .click();
  await expect(page.getByText("Your consent settings were saved.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Cookies and analytics" })).toHaveCount(0);
  expect(await pageViews(page)).toEqual([]);
});

test("settings' cookie settings reopen the popup, and a changed decision is stored", async ({ page }) => {
  await actAs(page, "advanced.plus@catalogue.example");
  await page.goto("/settings");
  const popup = page.getByRole("dialog", { name: "Cookies and analytics" });
  await expect(popup).toHaveCount(0);

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Accept" }).click();

  await expect(page.getByText("Your consent settings were saved.")).toBeVisible();
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ path: "/settings", title: "Settings | Product Catalogue" }]);
});
