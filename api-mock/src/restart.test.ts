import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UserProfileResponse } from "@catalogue/core/api";
import { afterAll, describe, expect, it } from "vitest";

const apiMockDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "api-mock-restart-"));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the real server on a file-backed PGlite and resolves once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader, not the tsx wrapper that forks), so SIGKILL hits the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiMockDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "20",
      NODE_ENV: "test",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"listening"')) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/**
 * A GET whose `received` settles once the server has read it and handed it to the app: the request asks for a
 * "100 Continue", which Node's server sends just before it emits the request.
 */
function slowRequest(url: string, headers: Record<string, string>) {
  const request = http.get(url, { headers: { ...headers, Expect: "100-continue" } });
  const received = new Promise<void>((resolve) => request.once("continue", () => resolve()));
  const response = new Promise<{ status: number }>((resolve, reject) => {
    request.once("response", (res) => {
      res.resume();
      res.once("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    request.once("error", reject);
  });
  return { received, response };
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await stopped(child);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("restart", () => {
  it("keeps every committed write when the server is killed with SIGKILL and started again", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startServer(port);
    const session = await fetch(`${base}/__dev/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "advanced@catalogue.example" }),
    });
    const { token } = (await session.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const written = await fetch(`${base}/user/profile`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ separator: "DOT", phaseOutCheck: false }),
    });
    expect(written.status).toBe(200);

    first.kill("SIGKILL");
    await stopped(first);
    const second = await startServer(port);

    // The session survives too: it is in the database and signed with the secret kept in DATA_DIR.
    const profile = UserProfileResponse.parse(
      await (await fetch(`${base}/user/profile`, { headers })).json(),
    );
    expect(profile).toMatchObject({ separator: "DOT", phaseOutCheck: false });
    // One server at a time on a PGlite directory.
    second.kill("SIGTERM");
    await stopped(second);
  }, 120_000);

  it("finishes an in-flight request on SIGTERM, then exits cleanly", async () => {
    const port = await freePort();
    const server = await startServer(port);
    const inFlight = slowRequest(`http://127.0.0.1:${port}/api/login`, { "X-Mock-Fault": "delay=1500" });
    await inFlight.received;
    server.kill("SIGTERM");
    const res = await inFlight.response;
    expect(res.status).toBe(200);
    await stopped(server);
    expect(server.exitCode).toBe(0);
  }, 120_000);
});
