import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

/**
 * Ports the OS says are free right now, so parallel runs and a running dev server never clash. All are held open
 * together before any is released, so the same port is never handed out twice.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (srv) =>
        new Promise<number>((resolve, reject) => {
          srv.on("error", reject);
          srv.listen(0, "127.0.0.1", () => {
            const address = srv.address();
            resolve(typeof address === "object" && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

/**
 * Each worker has a server and a database of its own: specs reset the database, run imports and change the shared
 * demo users' language, so two workers on one server would see each other's changes. Two workers is what two
 * cores carry (a browser and a server each); E2E_WORKERS changes it.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
// The config is evaluated again in every worker process, which inherits the environment of the main process: all
// see the ports chosen once here, and each worker picks its own by its parallel index.
process.env.E2E_PORTS ??= (await freePorts(workers)).join(",");
const ports = process.env.E2E_PORTS.split(",").map(Number);
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length];
// The nightly import is put twelve hours away, so it never runs during the tests: a manual import within 15
// minutes after it would be refused ("Import started too early"), whatever time of day the tests run.
process.env.E2E_NIGHTLY_IMPORT_TIME ??= `${String((new Date().getUTCHours() + 12) % 24).padStart(2, "0")}:00`;
const nightlyImportTime = process.env.E2E_NIGHTLY_IMPORT_TIME;

// The specs run against the compiled server, as `npm start` runs it. It is built once, here in the main process
// before the servers start (the workers inherit E2E_SERVER_BUILT), not by each server's command: two builds at
// once would write the same files under a starting server.
if (!process.env.E2E_SERVER_BUILT) {
  // Every run starts from the seed: a database kept from an earlier run carries what a test stopped half-way left
  // behind (a demo user switched to German, a list pinned), and the tests after it fail for no fault of theirs.
  for (const index of ports.keys())
    rmSync(fileURLToPath(new URL(`../api-mock/.data/e2e-${index}`, import.meta.url)), {
      recursive: true,
      force: true,
    });
  const buildScript = fileURLToPath(new URL("../api-mock/scripts/build-server.ts", import.meta.url));
  execFileSync(process.execPath, ["--import", "tsx", buildScript], { stdio: "inherit" });
  process.env.E2E_SERVER_BUILT = "yes";
}

/**
 * Never download a browser: use Debian's Chromium where it is, Playwright's own elsewhere. Debian's headless shell
 * (package chromium-headless-shell) comes first: it is the browser Playwright runs headless by default, and the
 * whole suite ran in 13.6 minutes with it; four specs took 130 s against 166 s in the full browser's headless mode.
 */
const DEBIAN_CHROMIUMS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));

export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/e2e",
  fullyParallel: false,
  workers: ports.length,
  // Two workers share two cores with their servers: a long flow (the admin's user edits, axe on a full inbox)
  // takes up to half a minute on a busy machine. A test that waits on something that never comes still fails.
  timeout: 60_000,
  // An assertion waits up to 15 s for what it expects: on a slower 2-core machine the two browsers load the
  // app's chunks in seconds, not milliseconds, while the servers answer in milliseconds. A wait for something
  // that never comes still fails, only later.
  expect: { timeout: 15_000 },
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
    // No trace: recording one for every test (to keep the failures') made the suite a third slower (two spec
    // files: 136 s against 103 s), and a clean-clone CI run keeps no files anyway. To see a failure step by step,
    // run that spec again with `--trace on`. The failure's screenshot costs nothing until a test fails.
    trace: "off",
    // No service worker, unless a spec asks for one (the offline specs, installability): every new context would
    // install it and precache the whole build (163 files), and it copies every API read into Cache Storage. That
    // work, in every test, is where much of the browser's CPU went.
    serviceWorkers: "block",
    // Screens at rest: the app honours a wish for less motion (no fades), so a screenshot never catches a product
    // image half faded in, and the guide's pictures come out the same from run to run.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
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
  webServer: ports.map((serverPort, index) => ({
    command: "npm run serve -w @catalogue/api-mock",
    cwd: "..",
    url: `http://127.0.0.1:${serverPort}/api/health`,
    // TRUST_PROXY: a spec may stand for a client of its own with X-Forwarded-For (its own login rate limit quota).
    env: {
      PORT: String(serverPort),
      NODE_ENV: "test",
      TRUST_PROXY: "1",
      // A database per worker, so a developer's `npm start` (in ./.data) and the tests never share one.
      DATA_DIR: `./.data/e2e-${index}`,
      NIGHTLY_IMPORT_TIME: nightlyImportTime,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
