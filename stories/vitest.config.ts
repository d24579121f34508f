import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";
import { chromiumLaunchOptions } from "./chromium-launch.ts";

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
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
