import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium-launch";

const port = Number(process.env.STORYBOOK_PORT ?? 6007);

/**
 * Checks over the built Storybook (`npm run build-storybook` first): project "a11y" runs axe over every story in
 * both themes and every story at 360 px; project "visual" compares screenshots with the committed baselines.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/stories",
  workers: 2,
  // A screen story whose fixture answers arrive late can be shot before they land (seen once on the app shell at
  // 360 px): in CI a failed comparison is shot again once, and the summary line counts it as flaky.
  retries: process.env.CI ? 1 : 0,
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
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: "node scripts/serve-static.mjs",
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
