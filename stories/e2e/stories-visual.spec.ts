import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

/**
 * Visual regression: story screenshots against the baselines committed in e2e/__screenshots__ (rendered by
 * Debian's Chromium with fonts-noto-cjk, as in CI). An intended change is accepted with
 * `npm run test:visual:update -w @catalogue/stories` and the new PNGs committed with it.
 *
 * What is shot, to keep CI near two minutes: every ui component story and the token pages at 1280 px (English,
 * light) and again in high contrast; the first story of every screen at 1280 px in English and on a 360 px phone
 * in German (the widest language, where the page must not overflow sideways); four text-heavy screens in
 * Japanese, for the CJK fonts. The other screen states are covered by their story tests (render, axe).
 * Stories with a play function are left out: they end in a state their interaction test checks.
 */

type Entry = { id: string; type: string; title: string; name: string; importPath: string; tags: string[] };
const index = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
);
const stories = (Object.values(index.entries) as Entry[]).filter(
  (entry) => entry.type === "story" && !entry.tags.includes("play-fn"),
);
const isComponent = (entry: Entry) =>
  entry.importPath.includes("/web/src/ui/") || entry.id.startsWith("design-tokens--");
// The first story of each screen's file: its main state.
const firstOfEachScreen = [
  ...new Map(
    stories
      .filter((entry) => /\/web\/src\/(features|app)\/|\/src\/draft-states/.test(entry.importPath))
      .map((entry) => [entry.importPath, entry] as const)
      .reverse(),
  ).values(),
].reverse();
// Screens with the most text, in Japanese: product details, search results, a list, the settings.
const japanese = new Set([
  "features-product-product-view--advanced",
  "features-search-search-results-view--results",
  "features-lists-list-details-view--personal-list",
  "features-settings-settings-view--advanced-user",
]);

async function shoot(page: Page, entry: Entry, globals: string, name: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/iframe.html?id=${entry.id}&viewMode=story&globals=${globals}`);
  // Storybook marks the body once the story has rendered (dialogs render into a portal, not the root); a screen
  // may still load a lazy part, and its fixture answers arrive after the first render.
  await page.locator("body.sb-show-main").waitFor();
  // Not a shorter wait on "no request in flight and the DOM still for a few frames": some stories fake a slow
  // load with a timer (the infinite scroll's next page comes 400 ms later), which the 500 ms of network quiet
  // happens to outlast; such a wait shot them before the timer fired.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // An image that fails shows its fallback once the error arrives: wait for every image to finish either way
  // (a lazy image below the fold never starts, so it is not waited for).
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === "lazy"),
  );
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    // An indeterminate progress bar moves by itself (not a CSS animation): it is masked.
    mask: [page.locator("progress:not([value])")],
  });
}

test.describe("desktop 1280, English, light", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const entry of [...stories.filter(isComponent), ...firstOfEachScreen]) {
    test(`${entry.title} / ${entry.name}`, async ({ page }) => {
      await shoot(page, entry, "locale:en;theme:light", `desktop/${entry.id}`);
    });
  }
});

test.describe("phone 360, German", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const entry of firstOfEachScreen) {
    test(`${entry.title} / ${entry.name}`, async ({ page }) => {
      await shoot(page, entry, "locale:de;theme:light", `phone-de/${entry.id}`);
      // Architecture section 4: nothing overflows sideways on a phone, in the widest language.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("desktop 1280, English, high contrast", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const entry of stories.filter(isComponent)) {
    test(`${entry.title} / ${entry.name}`, async ({ page }) => {
      await shoot(page, entry, "locale:en;theme:high-contrast", `high-contrast/${entry.id}`);
    });
  }
});

test.describe("desktop 1280, Japanese", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const entry of stories.filter((story) => japanese.has(story.id))) {
    test(`${entry.title} / ${entry.name}`, async ({ page }) => {
      await shoot(page, entry, "locale:ja;theme:light", `ja/${entry.id}`);
    });
  }
});
