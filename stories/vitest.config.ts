import { existsSync } from "node:fs";
import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

// Never download a browser: Debian's Chromium where it is, Playwright's own elsewhere.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * Every story is a test (Storybook's Vitest integration): it renders in real Chromium, runs its play function,
 * and axe checks the result (`parameters.a11y.test: "error"` in .storybook/preview.tsx).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, ".storybook") })],
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
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
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
