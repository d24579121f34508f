import { authCalls, listElementCalls, productListCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { apiPath, call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, noAxeViolations } from "./page-checks";
import { actAs, signInThroughIdentityPage } from "./sign-in";

// The configuration switches hints off for every test; these tests are about them, so they start from an empty
// storage state, as a browser the user has never used.
test.use({ storageState: { cookies: [], origins: [] } });

// The user guide's pictures (docs/guide/hints.md), taken here so they show the real screen.
const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);

const hint = (page: Page) => page.getByRole("dialog", { name: "Hint" });
const CARE_AREAS = "Start here: choose a care area to see all its products.";
const DEVICE_GROUPS = "Or choose the device your customer uses";

/** The finder has loaded and the hint layer has found its anchors, so a missing hint is a decision. */
async function finderScanned(page: Page): Promise<void> {
  await expect(page.locator("[data-hints-present]")).toHaveAttribute(
    "data-hints-present",
    /finder\.careAreas/,
  );
}

/** Tab (only the keyboard) until focus is inside the hint; fails if it never gets there. */
async function tabIntoHint(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press("Tab");
    if (await hint(page).evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error("the hint was not reached with Tab");
}

test("a new user steps through the finder hints by keyboard, and after signing out and in sees none; settings reset them", async ({
  page,
  context,
}) => {
  // The second sign-in goes through the identity page, which limits sign-ins per client: this test is a client
  // of its own so the login specs keep their quota.
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.25" });
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/");
  await expect(hint(page)).toContainText(CARE_AREAS);
  // It points at its control: just under the care areas' heading.
  const heading = await page.getByRole("heading", { name: "Care area" }).boundingBox();
  const popover = await hint(page).boundingBox();
  expect(popover && heading && popover.y - (heading.y + heading.height)).toBeGreaterThanOrEqual(0);
  expect(popover && heading && popover.y - (heading.y + heading.height)).toBeLessThan(40);
  // Appearing, it took no focus.
  expect(await hint(page).evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await noAxeViolations(page);

  await tabIntoHint(page);
  await expect(hint(page).getByRole("button", { name: "Don't show hints" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(hint(page).getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hint(page)).toContainText(DEVICE_GROUPS);
  await expect(hint(page).getByRole("button", { name: "Got it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hint(page)).toHaveCount(0);

  await page.getByRole("button", { name: /Open the profile menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === apiPath(authCalls.identityPage));
  await signInThroughIdentityPage(page, "advanced@catalogue.example");
  await finderScanned(page);
  await expect(hint(page)).toHaveCount(0);

  await page.goto("/settings");
  const reset = page.getByRole("button", { name: "Reset hints" });
  await reset.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Every hint will show again." })).toBeVisible();
  await page.goto("/");
  await expect(hint(page)).toContainText(CARE_AREAS);
});

test("a hint leaves the field being typed in alone, and Escape from the page closes it", async ({ page }) => {
  await actAs(page, "basic.plus@catalogue.example");
  await page.goto("/search");
  const field = page.getByRole("searchbox", { name: "Search in results" });
  await field.click();
  await page.keyboard.type("mask");
  await expect(hint(page)).toContainText("Narrow the results with filters");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("mask");
  // Escape in the search box is the box's own (it clears it): the hint stays.
  await page.keyboard.press("Escape");
  await expect(hint(page)).toBeVisible();
  await page.keyboard.press("Tab");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(hint(page)).toHaveCount(0);
  await expect(sort).toBeFocused();
});

test("'Don't show hints' turns every hint off for the user", async ({ page }) => {
  await actAs(page, "basic@catalogue.example");
  await page.goto("/");
  await hint(page).getByRole("button", { name: "Don't show hints" }).click();
  await expect(hint(page)).toHaveCount(0);
  await page.goto("/search");
  await expect(page.locator("[data-hints-present]")).toHaveAttribute("data-hints-present", /search\.filters/);
  await expect(hint(page)).toHaveCount(0);
});

test("no hint shows over a dialog: it waits until the consent popup is answered", async ({ page }) => {
  await actAs(page, "advanced.plus@catalogue.example", { consent: "undecided" });
  await page.goto("/");
  const consent = page.getByRole("dialog", { name: "Cookies and analytics" });
  await expect(consent).toBeVisible();
  await finderScanned(page);
  await expect(hint(page)).toHaveCount(0);
  await consent.getByRole("button", { name: "Reject" }).click();
  await expect(hint(page)).toContainText(CARE_AREAS);
});

test("an open list steps through quantities, CRP, export and share; the admin's users table has its hint", async ({
  page,
}) => {
  await actAs(page, "key.user@catalogue.example");
  const list = await call(page, productListCalls.create, {
    body: { title: runName("Outpatient clinic"), description: "" },
  });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements: [{ productId: 1869, quantity: 2 }], version: list.version },
  });
  await page.goto(`/product-list/${list.id}`);
  const steps: [string, string][] = [
    ["Set how many packages", "list.quantities"],
    ["CRP is the price for your customer", "list.crp"],
    ["Export the list as an Excel or PDF file", "list.export"],
    ["Share the list with colleagues", "list.share"],
  ];
  for (const [index, [text, anchorName]] of steps.entries()) {
    await expect(hint(page)).toContainText(text);
    // Each hint sits beside its own control.
    const anchor = await page.locator(`[data-hint="${anchorName}"]`).first().boundingBox();
    const box = await hint(page).boundingBox();
    const gap =
      anchor &&
      box &&
      Math.min(Math.abs(box.y - (anchor.y + anchor.height)), Math.abs(anchor.y - (box.y + box.height)));
    expect(gap).toBeLessThan(40);
    const last = index === steps.length - 1;
    await hint(page)
      .getByRole("button", { name: last ? "Got it" : "Next" })
      .click();
  }
  await expect(hint(page)).toHaveCount(0);
  await call(page, productListCalls.remove, { body: { ids: [list.id] } });

  await actAs(page, "admin@catalogue.example");
  await page.goto("/users");
  await expect(hint(page)).toContainText("All user accounts, in tabs for internal and external users.");
});

for (const width of [1280, 360])
  for (const language of ["en", "de"] as const)
    test(`the finder hint stays on screen at ${width} px in ${language}, axe-clean`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await actAs(page, "basic@catalogue.example");
      await call(page, profileCalls.update, { body: { languageShortcut: language } });
      try {
        await page.goto("/");
        await expect(hint(page).or(page.getByRole("dialog", { name: "Hinweis" }))).toBeVisible();
        const box = await page.locator("[data-hint-popover]").boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        await fitsWidth(page, width);
        await noAxeViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`hint-${width}-${language}.png`) });
        if (language === "en")
          await page.screenshot({
            path: new URL(`hint-finder-${width}.png`, GUIDE_IMAGES).pathname,
            clip: { x: 0, y: 0, width, height: 460 },
          });
      } finally {
        await call(page, profileCalls.update, { body: { languageShortcut: "en" } });
      }
    });
