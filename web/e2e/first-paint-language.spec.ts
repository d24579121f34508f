import { profileCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { actAs } from "./sign-in";

// The first paint speaks the profile's language (remembered from the last visit), not the browser's
// for a moment before the profile arrives. The browser here says English; the profile says German.
test.use({ locale: "en-US" });

const USER = "basic.plus@catalogue.example";

declare global {
  interface Window {
    __langs?: string[];
    __firstText?: { lang: string; text: string };
  }
}

/** Records every `<html lang>` the page sets, and the language in force when #root first shows text. */
async function recordLanguages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__langs = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "attributes" && mutation.target === document.documentElement) {
          window.__langs?.push(document.documentElement.lang);
        }
      }
      const text = document.getElementById("root")?.textContent?.trim() ?? "";
      if (!window.__firstText && text) window.__firstText = { lang: document.documentElement.lang, text };
    }).observe(document, { subtree: true, childList: true, characterData: true, attributeFilter: ["lang"] });
  });
}

test.afterEach(async ({ page }) => {
  await call(page, profileCalls.update, { body: { languageShortcut: "en" } });
});

test("the next visit's first paint uses the profile's language, not the browser's", async ({ page }) => {
  await actAs(page, USER);
  await call(page, profileCalls.update, { body: { languageShortcut: "de" } });
  await recordLanguages(page);
  const settings = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", {
    name: "Einstellungen",
  });

  // First visit in this browser: nothing is remembered, so the browser's English comes first (the old flash).
  await page.goto("/");
  await expect(settings).toBeVisible();
  expect((await page.evaluate(() => window.__langs))?.[0]).toBe("en");

  // Every later visit starts in German: German is the only language ever set, the first text already German.
  await page.reload();
  await expect(settings).toBeVisible();
  expect(await page.evaluate(() => window.__langs)).toEqual(["de"]);
  expect(await page.evaluate(() => window.__firstText?.lang)).toBe("de");
});
