import { existsSync } from "node:fs";

/**
 * How the story tests and the story screenshots start Chromium: Debian's where it is (never a download), with
 * the flags a headless container needs and nothing that phones home.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
