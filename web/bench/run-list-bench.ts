import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { editQuantity, openList, scrollThrough } from "./list-page-probes";

// A list of 200 elements in real Chromium against the built web app (npm run bench:web): how long from its
// data arriving to every row painted, how long typing a quantity takes, how smoothly it scrolls.
const ROWS = 200;
const runs = Number(process.env.BENCH_RUNS ?? 10);
const seedProducts = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const resultsFile = fileURLToPath(new URL("./results/list-latest.json", import.meta.url));
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Answer<T> = T & { version: number };

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The product as `npm start` runs it (demo data, demo sign-in) on a database of its own; resolves once healthy. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn("npm", ["run", "start", "-w", "@catalogue/api-mock"], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: String(seedProducts) },
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, stop: () => process.kill(-(child.pid ?? 0), "SIGTERM") };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer within 180 s");
}

/** Signs the demo Advanced user in and builds a list of ROWS products with quantities and prices. */
async function listOfRows(context: BrowserContext): Promise<number> {
  const request = context.request;
  const post = async <T>(url: string, data: unknown) => {
    const response = await request.post(url, { data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const ids: number[] = [];
  for (let page = 0; ids.length < ROWS; page += 1) {
    const found = (await (await request.get(`/api/products/search?size=100&page=${page}`)).json()) as {
      content: { id: number }[];
    };
    if (found.content.length === 0) throw new Error(`the catalogue has fewer than ${ROWS} products`);
    ids.push(...found.content.map((product) => product.id));
  }
  const list = await post<Answer<{ id: number }>>("/api/product-lists/list", {
    title: `Bench ${Date.now()}`,
  });
  const elements = ids
    .slice(0, ROWS)
    .map((productId, index) => ({ productId, quantity: 1 + (index % 9), crp: 100 }));
  await post(`/api/product-lists/list-elements/${list.id}`, { version: list.version, elements });
  return list.id;
}

/** Signs the demo Advanced user in, builds the list and stores the session; returns the state file and list URL. */
async function prepareSession(
  browser: Browser,
  origin: string,
  dataDir: string,
): Promise<{ storageState: string; url: string }> {
  const setup = await browser.newContext({ baseURL: origin });
  const session = await setup.request.post("/api/__dev/session", {
    data: { email: "advanced@catalogue.example" },
  });
  const { userId } = (await session.json()) as { userId: number };
  const listId = await listOfRows(setup);
  const storageState = path.join(dataDir, "state.json");
  writeFileSync(
    storageState,
    JSON.stringify({
      cookies: await setup.cookies(),
      origins: [
        {
          origin,
          localStorage: [
            { name: `consent.${userId}`, value: "REJECTED" },
            { name: "catalogue.hints.suppressed", value: "true" },
            { name: "i18nextLng", value: "en" },
          ],
        },
      ],
    }),
  );
  const url = `${origin}/product-list/${listId}`;
  return { storageState, url };
}

/** Opens the list `runs` times, then edits quantities and scrolls through it in one more opening. */
async function measure(browser: Browser, storageState: string, url: string) {
  const openings = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, opening } = await openList(browser, storageState, url, ROWS);
    openings.push(opening);
    await context.close();
  }
  const { page, context } = await openList(browser, storageState, url, ROWS);
  const edits = [];
  for (let value = 2; value < 2 + Math.min(runs, 5); value += 1) edits.push(await editQuantity(page, value));
  const scrolling = await scrollThrough(page);
  await context.close();

  return { openings, edits, scrolling };
}

/** Prints the percentiles and writes the whole record to the results file. */
function report(
  loadBefore: number,
  { openings, edits, scrolling }: Awaited<ReturnType<typeof measure>>,
): void {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const render = sorted(openings.map((opening) => opening.renderMs));
  const blocking = sorted(openings.map((opening) => opening.blockingMs));
  const events = sorted(edits.map((edit) => edit.longestEventMs));
  const summary = {
    renderMs: { p50: percentile(render, 50), p95: percentile(render, 95) },
    blockingMs: { p50: percentile(blocking, 50), p95: percentile(blocking, 95) },
    quantityEventMs: { p50: percentile(events, 50), max: events.at(-1) ?? 0 },
    scrolling,
  };
  process.stdout.write(
    [
      `list of ${ROWS} rows, ${runs} openings in Chromium (1280 px):`,
      `  data arrived -> all rows painted  p50 ${summary.renderMs.p50.toFixed(0)} ms  p95 ${summary.renderMs.p95.toFixed(0)} ms  (goal: 300 ms)`,
      `  blocking time after the data     p50 ${summary.blockingMs.p50.toFixed(0)} ms  p95 ${summary.blockingMs.p95.toFixed(0)} ms`,
      `  quantity edit, longest event      p50 ${summary.quantityEventMs.p50.toFixed(0)} ms  max ${summary.quantityEventMs.max.toFixed(0)} ms  (goal: INP under 100 ms)`,
      `  scrolling: ${scrolling.frames} frames, p95 gap ${scrolling.p95FrameMs.toFixed(1)} ms, ${scrolling.longFrames} over 50 ms`,
      "",
    ].join("\n"),
  );
  const loadAfter = loadavg()[0] ?? 0;
  const record = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter },
    settings: { rows: ROWS, runs, seedProducts },
    summary,
    openings,
    edits,
  };
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`);
  process.stdout.write(
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; results in ${resultsFile}\n`,
  );
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-web-list-bench-"));
  const server = await startServer(dataDir);
  const { origin } = server;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  try {
    const { storageState, url } = await prepareSession(browser, origin, dataDir);
    report(loadBefore, await measure(browser, storageState, url));
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `web list benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
