import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

type Entry = { id: string; type: string; title: string; name: string };
const index = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
);
const stories = (Object.values(index.entries) as Entry[]).filter((entry) => entry.type === "story");

// Architecture section 4: axe finds no violation, in both themes, in every component state that Storybook shows.
for (const theme of ["light", "high-contrast"]) {
  test.describe(`${theme} theme`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name} has no axe violations`, async ({ page }) => {
        // Reduced motion turns the theme's transitions off, so axe never measures a colour halfway.
        await page.emulateMedia({ reducedMotion: "reduce" });
        // The a11y addon's own axe run is switched off (manual), or it races this one on the same page.
        await page.goto(
          `/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
        );
        // Storybook marks the body once the story has rendered (dialogs render into a portal, not the root).
        await page.locator("body.sb-show-main").waitFor();
        await page.waitForFunction(() => document.documentElement.classList.length > 0);
        const results = await new AxeBuilder({ page })
          .include("body")
          // Stories render one component, not a page: landmarks and a page heading are the screens' job.
          .disableRules(["region", "page-has-heading-one", "landmark-one-main"])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual(
          [],
        );
      });
    }
  });
}
