import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

/** A port the OS says is free right now, so parallel runs and a running dev server never clash. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// Workers inherit the environment of the main process, so they all see the port chosen once here.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The nightly import is put twelve hours away, so it never runs during the tests: a manual import within 15
// minutes after it would be refused ("Import started too early"), whatever time of day the tests run.
process.env.E2E_NIGHTLY_IMPORT_TIME ??= `${String((new Date().getUTCHours() + 12) % 24).padStart(2, "0")}:00`;

// Never download a browser: use Debian's Chromium where it is, Playwright's own elsewhere.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "../test-results/playwright.json" }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tutorial hints are off in every test (a hint would sit over what a test clicks and in its axe checks);
    // web/e2e/hints.spec.ts turns them on by starting from an empty storage state. Every context a test makes,
    // also with browser.newContext(), starts from this state.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: "catalogue.hints.suppressed", value: "true" }],
        },
      ],
    },
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npm run start -w @catalogue/api-mock",
    cwd: "..",
    url: `http://127.0.0.1:${port}/api/health`,
    // TRUST_PROXY: a spec may stand for a client of its own with X-Forwarded-For (its own login rate limit quota).
    env: {
      PORT: String(port),
      NODE_ENV: "test",
      TRUST_PROXY: "1",
      // A database of its own, so a developer's `npm start` (in ./.data) and the tests never share one.
      DATA_DIR: "./.data/e2e",
      NIGHTLY_IMPORT_TIME: process.env.E2E_NIGHTLY_IMPORT_TIME,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
