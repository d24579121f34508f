import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.STORYBOOK_PORT ?? 6007);
// Never download a browser: use Debian's Chromium where it is, Playwright's own elsewhere.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Axe over every story of the built Storybook (`npm run build-storybook` first). */
export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/stories",
  workers: 2,
  fullyParallel: true,
  reporter: [["list"]],
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
