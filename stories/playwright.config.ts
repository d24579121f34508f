import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.STORYBOOK_PORT ?? 6007);
// Never download a browser: use Debian's Chromium where it is, Playwright's own elsewhere.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * Checks over the built Storybook (`npm run build-storybook` first): project "a11y" runs axe over every story in
 * both themes and every story at 360 px; project "visual" compares screenshots with the committed baselines.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/stories",
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "../test-results/stories-visual.json" }]]
    : [["list"]],
  // One baseline per story and view, whatever the platform: CI and developers use Debian's Chromium and fonts.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: { toHaveScreenshot: { maxDiffPixels: 0 } },
  projects: [
    { name: "a11y", testMatch: /stories-(accessibility|phone-width)\.spec\.ts/ },
    { name: "visual", testMatch: /stories-visual\.spec\.ts/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node scripts/serve-static.mjs",
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
