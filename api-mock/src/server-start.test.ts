import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The real start (`src/server.ts`, from its sources) with its safe defaults; `scripts/build-server.test.ts` starts
 * the compiled build, which `npm start` runs.
 */
const apiMockDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "api-mock-start-"));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the server with `env` on top of a clean test environment; `output` gathers stdout and stderr. */
function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiMockDir,
    env: {
      ...process.env,
      HOST: "",
      CATALOGUE_MODE: "",
      PUBLIC_URL: "",
      DEMO_ON_PUBLIC_HOST: "",
      DATABASE_URL: "",
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "20",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? -1)));
  return { child, output: () => text, exited };
}

/** True when a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("start-up safety", () => {
  it("refuses demo mode on an address other machines reach, with a message that says how to go on", async () => {
    const server = start({ HOST: "0.0.0.0", PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("DEMO_ON_PUBLIC_HOST=yes");
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it("refuses production mode without an OpenID Connect provider", async () => {
    const server = start({ CATALOGUE_MODE: "production", PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("OIDC_ISSUER");
  }, 60_000);

  it("listens on loopback only by default", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await new Promise<void>((resolve, reject) => {
      server.child.stdout?.on("data", () => server.output().includes('"listening"') && resolve());
      void server.exited.then((code) => reject(new Error(`server exited with ${code}: ${server.output()}`)));
    });
    expect(server.output()).toMatch(/"address":"127\.0\.0\.1:\d+"/);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    // This machine's other addresses (when it has any) do not reach it.
    const outward = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === "IPv4");
    for (const address of outward) expect(await accepts(address?.address ?? "", port)).toBe(false);
    const exited = server.exited;
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
  it("shuts down on SIGTERM during start-up, not killed half-way, and starts again afterwards", async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await new Promise<void>((resolve) => {
      first.child.stdout?.on("data", () => first.output().includes('"database open"') && resolve());
    });
    first.child.kill("SIGTERM");
    // Exit code 0 or 1 (the 10 s limit): a process the signal killed outright would report no code (-1).
    expect(await first.exited).toBeGreaterThanOrEqual(0);
    expect(first.output()).toContain('"shutting down"');

    const again = start({ PORT: String(port) });
    await new Promise<void>((resolve, reject) => {
      again.child.stdout?.on("data", () => again.output().includes('"listening"') && resolve());
      void again.exited.then((code) => reject(new Error(`server exited with ${code}: ${again.output()}`)));
    });
    const exited = again.exited;
    again.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});
