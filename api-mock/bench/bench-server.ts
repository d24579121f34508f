import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, DIST_DIR } from "../scripts/build-server";

/** The server under test, its startup figures from its log, and how to stop it. */
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

const apiMockRoot = fileURLToPath(new URL("..", import.meta.url));

/** The server is measured compiled, as `npm start` runs it; built once per benchmark process. */
let compiled: Promise<unknown> | undefined;

/** Asks the OS for a port nothing listens on. */
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

/**
 * The CPU time (user + system) the server process has used so far, in ms, read from /proc (Linux; the
 * kernel counts in ticks of 10 ms). The difference over a run divided by its requests is the server's own cost
 * per request, which the load generator (same machine) and other sessions' load do not inflate as they do
 * latency. Undefined when there is no process to read (a server measured through BENCH_PORT). `mainThreadOnly`:
 * the event loop's thread alone, which every request waits for.
 */
export function cpuMsOf(pid: number, mainThreadOnly = false): number | undefined {
  if (pid <= 0) return undefined;
  // The main thread's id is the process id; its own counters leave out worker threads (export renderers).
  const file = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  // Fields 14 and 15 (utime, stime) count from after the command name, which is in parentheses.
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

/**
 * The server's CPU ms per request of a run that started at `cpuBefore` (`cpuMsOf`, of the main thread alone when
 * `mainThreadOnly`) and just ended.
 */
export function cpuPerRequest(
  cpuBefore: number | undefined,
  pid: number,
  run: { requests: number },
  mainThreadOnly = false,
): number | undefined {
  const cpuAfter = cpuMsOf(pid, mainThreadOnly);
  if (cpuBefore === undefined || cpuAfter === undefined || run.requests === 0) return undefined;
  return Math.round(((cpuAfter - cpuBefore) / run.requests) * 1000) / 1000;
}

/** The server process's resident and peak memory in MB, read from /proc (Linux). */
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

/** How often the start-up steps are read from the server's log file while it starts. */
const logPollMs = 100;

/**
 * The start-up steps the server has logged so far, read from its log file from `offset` on;
 * returns the offset after the last whole line. `onStep` gets each step line's message and time.
 */
export function readNewSteps(
  logFile: string,
  offset: number,
  onStep: (message: string, ms: number) => void,
): number {
  const text = readFileSync(logFile, "utf8").slice(offset);
  const end = text.lastIndexOf("\n") + 1;
  for (const line of text.slice(0, end).split("\n")) {
    const entry = parseLogLine(line);
    if (!entry || (typeof entry.ms !== "number" && typeof entry.startupMs !== "number")) continue;
    onStep(entry.msg, Number(entry.ms ?? entry.startupMs));
  }
  return offset + end;
}

/**
 * Starts the real server, compiled (`dist/server.js`, NODE_ENV=production, in demo mode for the developer controls'
 * sessions) on a fresh DATA_DIR (and on the PostgreSQL database `databaseUrl` when given) and resolves once it
 * listens; a start that fails or takes longer than `startTimeoutMs` rejects.
 * The server logs to `DATA_DIR/server-<time>.log`, as a deployed server logs to a file or journal: with its stdout a
 * pipe into this process, as before, every request log line had to be read by the load generator's process
 * (CPU taken from the load), and a full pipe blocks the server's synchronous stdout writes. Measured with the
 * log going to a file: health p95 4.2 ms at 19,700 req/s against 10.1 ms at 9,000 req/s through the pipe.
 */
export async function startBenchServer(
  dataDir: string,
  seedProducts: number,
  startTimeoutMs: number,
  databaseUrl?: string,
): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (`node --cpu-prof`).
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // One log per start: the benchmark starts a server twice on one DATA_DIR (seeding, then measuring).
  const logFile = path.join(dataDir, `server-${Date.now()}.log`);
  const log = openSync(logFile, "w");
  compiled ??= buildServer();
  await compiled;
  const child = spawn(process.execPath, [...profile, path.join(DIST_DIR, "server.js")], {
    cwd: apiMockRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      CATALOGUE_MODE: "demo",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(seedProducts),
      PORT: String(port),
      // PostgreSQL instead of PGlite (see BENCH_DATABASE_URL in run-bench.ts); never the caller's own DATABASE_URL.
      DATABASE_URL: databaseUrl ?? "",
    },
    stdio: ["ignore", log, "inherit"],
  });
  // The child holds its own copy of the descriptor.
  closeSync(log);
  const steps: Record<string, number> = {};
  const stop = () => stopChild(child);
  const listening = new Promise<void>((resolve, reject) => {
    let offset = 0;
    const poll = setInterval(() => {
      offset = readNewSteps(logFile, offset, (message, ms) => {
        steps[message] = ms;
        process.stdout.write(`  server: ${message} at ${ms} ms\n`);
      });
      // The detail parts load after the server listens; the scenarios measure the steady state.
      if (steps["catalogue details loaded"] !== undefined) {
        stopWatching();
        resolve();
      }
    }, logPollMs);
    const timer = setTimeout(() => {
      stopWatching();
      reject(new Error(`server did not start within ${startTimeoutMs} ms (log: ${logFile})`));
    }, startTimeoutMs);
    const onExit = (code: number | null) => {
      stopWatching();
      reject(new Error(`server exited during startup with code ${code} (log: ${logFile})`));
    };
    child.once("exit", onExit);
    function stopWatching() {
      clearInterval(poll);
      clearTimeout(timer);
      child.off("exit", onExit);
    }
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
