import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { APP_VERSION } from "@catalogue/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const bin = fileURLToPath(new URL("../../bin/catalogue.js", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function catalogue(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// The CLI talks to a real api-mock over HTTP, started as its own process (the CLI never imports the server).
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["run", "start", "-w", "@catalogue/api-mock"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: "test" },
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("api-mock did not start");
});

afterAll(() => {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
});

describe("catalogue health", () => {
  it("prints the server's version for people", async () => {
    const result = await catalogue("health", "--url", url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${url} is up, version ${APP_VERSION}`);
  });

  it("prints JSON for scripts", async () => {
    const result = await catalogue("health", "--url", url, "--json");
    expect(JSON.parse(result.stdout)).toEqual({ url, status: "ok", version: APP_VERSION });
  });

  it("exits non-zero with one line and no stack trace when the server is unreachable", async () => {
    const result = await catalogue("health", "--url", `http://127.0.0.1:${await freePort()}`);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("cannot reach");
    expect(result.stderr).not.toMatch(/\s+at\s/);
  });
});

describe("catalogue --version", () => {
  it("prints the version", async () => {
    const result = await catalogue("--version");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(APP_VERSION);
  });
});
