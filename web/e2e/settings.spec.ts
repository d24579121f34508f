import type { UserProfileUpdate } from "@catalogue/core/api";
import { profileCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { call, failureOf } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

/** Puts settings back through the API (the e2e database lives for the whole run). */
async function putProfile(page: Page, body: UserProfileUpdate) {
  await call(page, profileCalls.update, { body });
}

const SEED: UserProfileUpdate = {
  phaseOutCheck: true,
  separator: "COMMA",
  languageShortcut: "en",
  sharedProductListNotification: true,
};

test("an Advanced user's settings change, are saved and survive a reload", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  await putProfile(page, SEED);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const phaseOut = page.getByRole("switch", { name: "Phase-out check" });
  await expect(phaseOut).toHaveAttribute("aria-checked", "true");
  await phaseOut.click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await page.getByRole("radio", { name: "Decimal point (1,234.56)" }).check();
  await page.getByRole("switch", { name: "E-mail me when a list is shared with me" }).click();
  await expect(page.getByRole("switch", { name: "E-mail me when a list is shared with me" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  // Let the queued saves land before reloading.
  await expect.poll(async () => (await call(page, profileCalls.get, {})).separator).toBe("DOT");

  await page.reload();
  await expect(page.getByRole("switch", { name: "Phase-out check" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("radio", { name: "Decimal point (1,234.56)" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "E-mail me when a list is shared with me" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  const saved = await call(page, profileCalls.get, {});
  expect(saved).toMatchObject({
    phaseOutCheck: false,
    separator: "DOT",
    sharedProductListNotification: false,
  });
  await putProfile(page, SEED);
});

test("country and currency are saved through their own call; the profile edit refuses them", async ({
  page,
}) => {
  await actAs(page, "key.user@catalogue.example");
  const before = await call(page, profileCalls.get, {});
  await page.goto("/settings");
  await page.getByRole("combobox", { name: "Currency" }).selectOption({ label: "CHF (Swiss franc)" });
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await expect.poll(async () => (await call(page, profileCalls.get, {})).currencyShortcut).toBe("CHF");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue(String(await currencyId(page)));

  const refused = await failureOf(page, profileCalls.update, { body: { currencyId: before.currencyId } });
  expect(refused?._tag).toBe("Validation");
  expect(refused?._tag === "Validation" && refused.fieldErrors).toEqual([
    { field: "currencyId", messageKey: "validation.profile.notEditable" },
  ]);
  const { countryId, currencyId: formerCurrencyId } = before;
  if (countryId === null || formerCurrencyId === null)
    throw new Error("the Key user has no country or currency");
  await call(page, profileCalls.setCountryAndCurrency, { body: { countryId, currencyId: formerCurrencyId } });
});

/** The signed-in user's currency id, as the API has it now. */
async function currencyId(page: Page): Promise<number | null> {
  return (await call(page, profileCalls.get, {})).currencyId;
}

test("a Basic user cannot switch prices on, in the screen or through the API", async ({ page }) => {
  await actAs(page, "basic@catalogue.example");
  await page.goto("/settings");
  const prices = page.getByRole("switch", { name: "Show prices" });
  await expect(prices).toBeDisabled();
  await expect(prices).toHaveAttribute("aria-checked", "false");
  await expect(prices).toHaveAccessibleDescription(/Basic users cannot switch prices on/);

  const refused = await failureOf(page, profileCalls.update, { body: { showPrices: true } });
  expect([refused?._tag, refused?.status, refused?.resultKey]).toEqual([
    "BusinessError",
    409,
    "SHOW_PRICES_NOT_ALLOWED",
  ]);
  expect((await call(page, profileCalls.get, {})).showPrices).toBe(false);
});

test("choosing a language switches the interface at once and is saved", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await putProfile(page, SEED);
  await page.goto("/settings");
  await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("設定");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect.poll(async () => (await call(page, profileCalls.get, {})).languageShortcut).toBe("ja");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await putProfile(page, SEED);
});

test("logging out from the settings asks first", async ({ page }) => {
  await actAs(page, "basic.plus@catalogue.example");
  await page.goto("/settings");
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Log out?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
});

test("the settings pass axe, fit 360 px and are screenshotted at 1280 and 360 px", async ({
  page,
}, testInfo) => {
  await actAs(page, "basic@catalogue.example");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/settings");
    await expect(page.getByRole("switch", { name: "Show prices" })).toBeVisible();
    await noAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`settings-${width}.png`), fullPage: true });
  }
});

const settingsTitles = { ja: "設定", de: "Einstellungen" } as const;
const menuNames = {
  ja: { open: "メニューを開く", navigation: "メインナビゲーション" },
  de: { open: "Menü öffnen", navigation: "Hauptnavigation" },
} as const;
for (const language of ["ja", "de"] as const) {
  test(`in ${language} the settings and the phone menu fit 360 px and pass axe`, async ({
    page,
  }, testInfo) => {
    await actAs(page, "advanced.plus@catalogue.example");
    await putProfile(page, { languageShortcut: language });
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto("/settings");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settingsTitles[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The header's bell and search bar load after the frame: measure once they are in.
      await expect(page.getByRole("banner").locator("input")).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await noAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`settings-${language}-360.png`), fullPage: true });

      // The hamburger menu with its translated (possibly long) labels must fit too.
      await page.getByRole("button", { name: menuNames[language].open, exact: true }).click();
      await expect(page.getByRole("navigation", { name: menuNames[language].navigation })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`menu-${language}-360.png`), fullPage: true });
    } finally {
      await putProfile(page, { languageShortcut: "en" });
    }
  });
}
