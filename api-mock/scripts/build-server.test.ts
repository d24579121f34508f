import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  authCalls,
  listElementCalls,
  listExportCalls,
  productCalls,
  productListCalls,
} from "@catalogue/core/api/catalogue";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeedWorkerMessage } from "../src/db/seed-in-worker";
import type { SeedSettings } from "../src/seed/seed-types";
import { WORKER_ENTRIES } from "../src/worker-thread";
import { buildServer } from "./build-server";

/**
 * The compiled server as `npm start` runs it: built by `buildServer` into a folder of this test's own (beside
 * `dist`, so a running `npm start` keeps its build), started with plain `node` in production mode on a fresh
 * DATA_DIR, with the demo's sign-in.
 */
const apiMockDir = fileURLToPath(new URL("..", import.meta.url));
const outdir = mkdtempSync(path.join(apiMockDir, "dist-test-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "api-mock-compiled-"));
let server: { child: ChildProcess; port: number; output: () => string } | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts `<outdir>/server.js` with plain node (no loader) and resolves once it listens. */
async function startCompiled(): Promise<NonNullable<typeof server>> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(outdir, "server.js")], {
    cwd: apiMockDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      CATALOGUE_MODE: "demo",
      NODE_OPTIONS: "",
      HOST: "",
      PUBLIC_URL: "",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "40",
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const gather = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on("data", gather);
  child.stderr?.on("data", gather);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", () => text.includes('"listening"') && resolve());
    child.once("exit", (code) => reject(new Error(`the compiled server exited with ${code}: ${text}`)));
  });
  return { child, port, output: () => text };
}

/** The product's typed client against the compiled server, as the user of `token`. */
function client(token?: string): ClientConfig {
  return { baseUrl: `http://127.0.0.1:${server?.port}/api`, bearerToken: () => token, retries: 0 };
}

/** A bearer token through the demo identity page and `POST /api/login`, as a cookie-less client signs in. */
async function demoSignIn(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server?.port}/api/auth/authorize`, {
    method: "POST",
    body: new URLSearchParams({ email }),
    redirect: "manual",
  });
  const code = decodeURIComponent((res.headers.get("location") ?? "").replace("/#/?code=", ""));
  const { token } = await runCall(client(), authCalls.login, { body: { code, hasCookiesEnabled: false } });
  if (!token) throw new Error(`no token for ${email}`);
  return token;
}

beforeAll(async () => {
  await buildServer(outdir);
  server = await startCompiled();
}, 180_000);

afterAll(async () => {
  const child = server?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe("the compiled server", () => {
  it("is the server and each worker thread as JavaScript, with the migrations beside them", () => {
    const names = ["server", ...Object.keys(WORKER_ENTRIES)];
    for (const name of names) expect(existsSync(path.join(outdir, `${name}.js`)), name).toBe(true);
    expect(existsSync(path.join(outdir, "migrations", "0001-initial.sql"))).toBe(true);
  });

  it("migrates and seeds a fresh folder and serves the demo on loopback", async () => {
    const listening =
      server
        ?.output()
        .split("\n")
        .find((line) => line.includes('"listening"')) ?? "";
    expect(JSON.parse(listening)).toMatchObject({
      mode: "demo",
      address: expect.stringMatching(/^127\.0\.0\.1:/),
    });
    const health = await fetch(`http://127.0.0.1:${server?.port}/api/health`);
    expect(health.status).toBe(200);
  });

  it("signs a demo user in and answers a search", async () => {
    const token = await demoSignIn("advanced@catalogue.example");
    const page = await runCall(client(token), productCalls.search, { query: { size: 5 } });
    expect(page.content.length).toBe(5);
    expect(page.totalCount).toBeGreaterThan(5);
  });

  it("renders an export in its compiled worker thread", async () => {
    const token = await demoSignIn("advanced@catalogue.example");
    const { content } = await runCall(client(token), productCalls.search, { query: { size: 2 } });
    const list = await runCall(client(token), productListCalls.create, {
      body: { title: "Compiled export" },
    });
    await runCall(client(token), listElementCalls.add, {
      params: { id: list.id },
      body: { version: list.version, elements: content.map((card) => ({ productId: card.id, quantity: 3 })) },
    });
    const file = await runCall(client(token), listExportCalls.personalXlsx, {
      params: { id: list.id },
      query: { includeFinancial: "false" },
    });
    // An XLSX file is a ZIP archive.
    expect(Buffer.from(file.bytes).subarray(0, 2).toString()).toBe("PK");
    expect(server?.output()).not.toContain("export failed");
  });

  it("generates the seed in its compiled worker thread, a plain JavaScript worker", async () => {
    const settings: SeedSettings = { seed: 1, products: 30, demoLists: false };
    const worker = new Worker(new URL("seed-worker.js", pathToFileURL(`${outdir}/`)), {
      workerData: settings,
    });
    const kinds: SeedWorkerMessage["kind"][] = [];
    await new Promise<void>((resolve, reject) => {
      worker.on("message", (message: SeedWorkerMessage) => {
        kinds.push(message.kind);
        if (message.kind === "done") resolve();
      });
      worker.once("error", reject);
    });
    await worker.terminate();
    expect(kinds[0]).toBe("seed");
    expect(kinds).toContain("copy");
    expect(kinds.at(-1)).toBe("done");
  });
});
