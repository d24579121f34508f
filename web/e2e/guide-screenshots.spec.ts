import { fileURLToPath } from "node:url";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { fitsWidth, userPage } from "./page-checks";

// The user guide's pictures (docs/guide/*.md) of the screens no other spec photographs, written on every run so
// the guide never shows an old screen. Each test reads only, as a demo user no spec changes before it looks, so
// the order of the files does not matter.
const expect = baseExpect.configure({ timeout: 10_000 });
const guideImage = (name: string) =>
  fileURLToPath(new URL(`../../docs/guide/images/${name}.png`, import.meta.url));

/** Seeded catalogue: product 1681 is BLOCKED (phase-out data), which the Advanced user's checks show. */
const BLOCKED = 1681;

/**
 * Takes the picture once the screen is complete: its own content, the header's search field and bell and the
 * footer's links (all loaded after the first paint), fonts. Screens before the app (onboarding, a partner's
 * registration) have no search field or bell: `header: false`.
 */
async function shoot(page: Page, name: string, ready: Locator, { header = true } = {}): Promise<void> {
  await expect(ready).toBeVisible();
  if (header) {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await expect(banner.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  }
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Instructions for use" }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Every picture in view has arrived (those further down load lazily and are not in the shot).
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.screenshot({ path: guideImage(name) });
}

test("getting started: the welcome screen of a user who has not set up the account", async ({ browser }) => {
  const page = await userPage(browser, "new.user@catalogue.example", 1280, 720);
  await page.goto("/");
  await expect(page).toHaveURL(/\/onboarding$/);
  await shoot(page, "onboarding", page.getByText("Step 1 of 3"), { header: false });
  await page.context().close();
});

test("getting started: the finder at 1280 px and on a 360 px phone", async ({ browser }) => {
  for (const [width, height, name] of [
    [1280, 800, "finder"],
    [360, 740, "finder-phone"],
  ] as const) {
    const page = await userPage(browser, "advanced@catalogue.example", width, height);
    await page.goto("/");
    await shoot(page, name, page.getByRole("heading", { name: "Care area" }));
    await fitsWidth(page, width);
    await page.context().close();
  }
});

test("getting started: the settings", async ({ browser }) => {
  const page = await userPage(browser, "advanced@catalogue.example", 1280, 900);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await shoot(page, "settings", page.getByRole("switch", { name: "Phase-out check" }));
  await page.context().close();
});

test("finding products: the search results", async ({ browser }) => {
  const page = await userPage(browser, "advanced@catalogue.example", 1280, 800);
  await page.goto("/search?search=Breathing%20circuit");
  await expect(page.getByTestId("product-card").nth(3)).toBeVisible();
  await shoot(page, "search-results", page.getByRole("heading", { level: 1, name: "All Products" }));
  await page.context().close();
});

test("a product's status: the status window of a blocked product", async ({ browser }) => {
  const page = await userPage(browser, "advanced@catalogue.example", 1280, 800);
  await page.goto(`/p/variant/${BLOCKED}`);
  await page.getByRole("button", { name: /^\S+ Blocked\. Show details$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Product status" });
  await expect(dialog.getByTestId("applicable-statuses")).toContainText("Blocked");
  await shoot(page, "product-status", dialog);
  await page.context().close();
});

test("partners: registering, then waiting for approval", async ({ browser }) => {
  const newPartner = await userPage(browser, "partner.new@partner.example", 1280, 640);
  await newPartner.goto("/");
  await expect(newPartner).toHaveURL(/\/scp-registration$/);
  await expect(newPartner.getByRole("heading", { level: 1 })).toHaveText(
    "Register as a sales channel partner",
  );
  await shoot(newPartner, "partner-registration", newPartner.getByRole("button", { name: "Send request" }), {
    header: false,
  });
  await newPartner.context().close();

  const waiting = await userPage(browser, "partner.pending@partner.example", 1280, 640);
  await waiting.goto("/");
  await expect(waiting).toHaveURL(/\/scp-registration\/waiting-room$/);
  await expect(waiting.getByRole("heading", { level: 1 })).toHaveText("Waiting for approval");
  await shoot(waiting, "partner-waiting-room", waiting.getByRole("button", { name: "Check again" }), {
    header: false,
  });
  await waiting.context().close();
});
