import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** Issue 6 item 9: the server under test, its startup figures from its log, and how to stop it. */
export interface BenchServer {
  port: number;
  pid: number;
  /**
   * The server's `ms` of each startup step it logged ("migrated", "seeded", "catalogue indexed", "listening",
   * "catalogue details loaded"); the benchmark starts after the last.
   */
  steps: Record<string, number>;
  stop(): Promise<void>;
}

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const apiMockRoot = fileURLToPath(new URL("..", import.meta.url));

/** Issue 6 item 9: asks the OS for a port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Issue 6 item 9: the server process's resident and peak memory in MB, read from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kilobytes("VmRSS") / 1024), peakRssMb: Math.round(kilobytes("VmHWM") / 1024) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // The server shuts down gracefully on SIGTERM; SIGKILL only when it has not gone after 15 s.
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Issue 6 item 9: starts the real server (NODE_ENV=production, developer controls on for the session) on a fresh
 * DATA_DIR and resolves once it listens; a start that fails or takes longer than `startTimeoutMs` rejects.
 */
export async function startBenchServer(
  dataDir: string,
  seedProducts: number,
  startTimeoutMs: number,
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: apiMockRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEV_CONTROLS: "1",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(seedProducts),
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const steps: Record<string, number> = {};
  const stop = () => stopChild(child);
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    child.once("exit", (code) => reject(new Error(`server exited during startup with code ${code}`)));
    // Every line is read, so the pipe never fills and blocks the server.
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on("line", (line) => {
      const entry = parseLogLine(line);
      if (!entry || (typeof entry.ms !== "number" && typeof entry.startupMs !== "number")) return;
      steps[entry.msg] = Number(entry.ms ?? entry.startupMs);
      process.stdout.write(`  server: ${entry.msg} at ${steps[entry.msg]} ms\n`);
      // Issue 6 item 9: the detail parts load after the server listens; the scenarios measure the steady state.
      if (entry.msg === "catalogue details loaded") {
        clearTimeout(timer);
        // From here on, request log lines are only drained: parsing them would take CPU from the load generator.
        lines.close();
        child.stdout?.on("data", () => undefined).resume();
        resolve();
      }
    });
  });
  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid ?? 0, steps, stop };
}

function parseLogLine(line: string): { msg: string; ms?: number; startupMs?: number } | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    return typeof entry.msg === "string" ? (entry as { msg: string }) : undefined;
  } catch {
    return undefined;
  }
}
