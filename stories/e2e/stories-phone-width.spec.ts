import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

type Entry = { id: string; type: string; title: string; name: string };
const index = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
);
const stories = (Object.values(index.entries) as Entry[]).filter(
  // The token page is a reference sheet for designers, not a screen.
  (entry) => entry.type === "story" && !entry.id.startsWith("design-tokens"),
);

// Architecture section 4: everything works from 360 px wide phones up, in the widest language (German).
test.describe("360 px phone, German", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const story of stories) {
    test(`${story.title} / ${story.name} does not overflow sideways`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:de`);
      await page.locator("body.sb-show-main").waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
