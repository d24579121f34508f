import { expect, type Page, test } from "@playwright/test";
import { fitsWidth, noAxeViolations, userPage } from "./page-checks";

// Core spec 2.3: the settings' training material and instructions for use open the user guide, which the server
// serves at /help/ (the VitePress build of docs/guide, built by `npm start` and `npm run test:e2e`).

/** Records every Content-Security-Policy violation of the context's pages, popups included. */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

test("the training material in the settings opens the guide, whose own scripts run under the policy", async ({
  browser,
}) => {
  const page = await userPage(browser, "basic@catalogue.example", 1280, 900);
  await recordPolicyViolations(page);
  // The guide's dark scheme, chosen before: its inline start-up script applies it before the page paints.
  await page.context().addInitScript(() => localStorage.setItem("vitepress-theme-appearance", "dark"));
  await page.goto("/settings");
  await expect(page.getByRole("main").getByRole("link", { name: "Instructions for use" })).toHaveAttribute(
    "href",
    /\/help\/$/,
  );

  const opening = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Training material" }).click();
  const guide = await opening;
  await expect(guide).toHaveURL(/\/help\/$/);
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText("Product Catalogue guide");
  await expect(guide.locator("html")).toHaveClass(/\bdark\b/);
  await guide.getByRole("link", { name: "Reading a product's status" }).first().click();
  await expect(guide).toHaveURL(/\/help\/product-status\.html$/);
  await expect(
    guide.getByRole("img", { name: "The product status window of a blocked product" }),
  ).toBeVisible();
  // Nothing was refused: the inline scripts and style attributes ran, allowed by their hashes.
  expect(await policyViolations(guide)).toEqual([]);
  await page.context().close();
});

test("the guide's navigation speaks German under /help/de/, and the pictures load", async ({ browser }) => {
  const page = await userPage(browser, "basic@catalogue.example", 1280, 900);
  await recordPolicyViolations(page);
  await page.goto("/help/de/getting-started.html");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const sidebar = page.locator("#VPSidebarNav");
  await expect(sidebar.getByRole("link", { name: "Erste Schritte" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Mit Listen arbeiten" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Suchen" })).toBeVisible();
  // The page's text is English inside the German frame, and says so to screen readers.
  await expect(page.locator('main [lang="en"] h1')).toHaveText(/^Getting started/);
  const picture = page.getByRole("img", { name: "The finder, the first screen after signing in" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await policyViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Zurück zum Katalog" }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Product Catalogue" })).toBeVisible();
  await page.context().close();
});

for (const [width, height] of [
  [1280, 900],
  [360, 740],
] as const) {
  test(`the guide passes axe and fits ${width} px (screenshot kept)`, async ({ browser }, testInfo) => {
    const page = await userPage(browser, "basic@catalogue.example", width, height);
    await page.goto("/help/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Catalogue guide");
    await page.screenshot({ path: testInfo.outputPath(`help-${width}.png`) });
    await noAxeViolations(page);
    await fitsWidth(page, width);
    await page.context().close();
  });
}
