import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";

/** How many rows the long list of the web benches holds. */
export const ROWS = 200;
/** How many products the server under test seeds (BENCH_PRODUCTS). */
export const seedProducts = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Answer<T> = T & { version: number };

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
export async function startServer(dataDir: string) {
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
export async function prepareSession(
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

/** What a web bench does once the demo user's long list exists: `url` opens it with `storageState`'s session. */
export type ListPageRun = (browser: Browser, storageState: string, url: string) => Promise<void>;

/**
 * Runs `run` against a server with the long list, then exits: the server at BENCH_ORIGIN when set (to compare two
 * builds of the web app on one server and list; it reads `web/dist` on each request), else one started for the run
 * on a database of its own. Everything started here is stopped and removed, also when `run` fails.
 */
export function runOnListPage(name: string, run: ListPageRun): void {
  const work = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-web-list-bench-"));
    const server = process.env.BENCH_ORIGIN
      ? { origin: process.env.BENCH_ORIGIN, stop: () => undefined }
      : await startServer(dataDir);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
    try {
      const { storageState, url } = await prepareSession(browser, server.origin, dataDir);
      await run(browser, storageState, url);
    } finally {
      await browser.close();
      server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
