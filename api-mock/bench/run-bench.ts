import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchDatabase, createBenchDatabase } from "./bench-database";
import { call } from "./bench-http";
import { benchScenarios, prepareWriters, readBenchSamples } from "./bench-scenarios";
import { type BenchServer, memoryOf, startBenchServer } from "./bench-server";
import { type BenchRun, growthTable } from "./growth-table";
import { compareSearchIndexes, type EngineFigures, formatIndexComparison } from "./index-comparison";
import { type LatencySummary, ratioToBaseline } from "./latency-stats";
import { measureLists } from "./list-bench";
import { runLoad } from "./load-generator";
import { measurePages } from "./measure-pages";

// 50,000 products, 50 connections, a fixed time per scenario (BENCH_SECONDS overrides it). BENCH_SIZES runs the
// whole bench at several catalogue sizes (10000,50000,200000) and prints how each figure grows.
const sizes = (process.env.BENCH_SIZES ?? "50000").split(",").map(Number);
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 1;
// Generous: on a shared 2-core machine under load the seeding alone has taken over 5 minutes.
const startTimeoutMs = 900_000;
const benchUser = "key.user@catalogue.example";
// BENCH_DATABASE_URL=postgres://user@host:5432/db: the server runs on PostgreSQL instead of PGlite, each size on a
// fresh database created next to that one (and dropped after); its results go to files of their own.
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
const engineSuffix = postgresUrl ? "-postgres" : "";
const resultsFile = fileURLToPath(
  new URL(`./results/${process.env.BENCH_ONLY ? "only-" : ""}latest${engineSuffix}.json`, import.meta.url),
);
const growthFile = fileURLToPath(new URL(`./results/growth-latest${engineSuffix}.json`, import.meta.url));

function printRow(name: string, summary: LatencySummary, ratio: number): void {
  const cells = [
    name.padEnd(20),
    `p50 ${summary.p50Ms.toFixed(2).padStart(7)} ms`,
    `p95 ${summary.p95Ms.toFixed(2).padStart(7)} ms`,
    `p99 ${summary.p99Ms.toFixed(2).padStart(7)} ms`,
    `${String(summary.requestsPerSecond).padStart(6)} req/s`,
    `p95 ${ratio.toFixed(2).padStart(5)}x baseline`,
    `errors ${summary.errors}`,
  ];
  process.stdout.write(`${cells.join("  ")}\n`);
}

/** The goal: search p95 while ten users export stays within 1.5x of its p95 with no export running. */
function printExportsEffect(scenarios: { name: string; p95Ms: number; during?: LatencySummary }[]): void {
  const idle = scenarios.find((scenario) => scenario.name.startsWith("search, 10 connections, no export"));
  const busy = scenarios.find((scenario) => scenario.name.startsWith("search, 10 connections, while"));
  if (!idle || !busy?.during) return;
  process.stdout.write(
    `search p95 while 10 users export: ${ratioToBaseline(busy.p95Ms, idle.p95Ms).toFixed(2)}x of idle (goal <= 1.5x); ` +
      `exports ${busy.during.requests} done (p50 ${busy.during.p50Ms} ms), ${busy.during.errors} refused with 503\n`,
  );
}

/**
 * BENCH_ONLY=<prefix>[,<prefix>...]: the baseline and the scenarios whose names start with one of the prefixes, for
 * trying one change quickly. `export` runs the two exports of 1,000 items and search alone and while ten users
 * export; `list` the list open. A run with BENCH_ONLY writes its results to a file of its own, never over the full
 * run's.
 */
const only = process.env.BENCH_ONLY?.split(",");
/**
 * BENCH_ACCEPT_ENCODING: sent as `Accept-Encoding` by the scenarios of the main table (say Chromium's
 * `gzip, deflate, br, zstd`), so their answers are compressed as a browser gets them; none by default.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const chosen = (name: string) => !only || only.some((prefix) => name.startsWith(prefix));

async function measure(server: BenchServer) {
  const { token } = await call<{ token: string }>(server, "", "POST", "/api/__dev/session", {
    email: benchUser,
  });
  const samples = await readBenchSamples(<T>(pathAndQuery: string) =>
    call<T>(server, token, "GET", pathAndQuery),
  );
  process.stdout.write(
    `samples: ${samples.ids.length} ids, ${samples.words.length} words, ${samples.filters.length} filter pairs\n`,
  );
  const writers = await prepareWriters(
    <T>(method: string, pathAndQuery: string, body?: unknown) =>
      call<T>(server, token, method, pathAndQuery, body),
    samples.ids,
  );
  const scenarios = [];
  let baselineP95 = 0;
  for (const scenario of benchScenarios(samples, writers)) {
    if (scenarios.length > 0 && !chosen(scenario.name)) continue;
    const load = {
      port: server.port,
      token,
      connections: scenario.connections ?? connections,
      next: scenario.next,
      ...(acceptEncoding === undefined ? {} : { acceptEncoding }),
    };
    await runLoad({ ...load, seconds: warmUpSeconds });
    const summary = await runLoad({ ...load, seconds });
    if (scenarios.length === 0) baselineP95 = summary.p95Ms;
    const p95RatioToBaseline = ratioToBaseline(summary.p95Ms, baselineP95);
    printRow(scenario.name, summary, p95RatioToBaseline);
    scenarios.push({ name: scenario.name, ...summary, p95RatioToBaseline });
  }
  const searchWord = samples.words[0] ?? "";
  // The list scenarios (open, change quantity, exports with the others' latency meanwhile).
  const search = benchScenarios(samples).find((scenario) => scenario.name.startsWith("search"));
  if (!search) throw new Error("the search scenario is missing");
  for (const {
    name,
    summary,
    during,
    serverCpuMsPerRequest,
    mainThreadCpuMsPerRequest,
  } of await measureLists(server, token, connections, seconds, search.next, chosen)) {
    printRow(name, summary, ratioToBaseline(summary.p95Ms, baselineP95));
    if (mainThreadCpuMsPerRequest !== undefined)
      process.stdout.write(
        `  server CPU per export ${serverCpuMsPerRequest} ms, of it on the main thread ${mainThreadCpuMsPerRequest} ms\n`,
      );
    scenarios.push({
      name,
      ...summary,
      p95RatioToBaseline: ratioToBaseline(summary.p95Ms, baselineP95),
      during,
      serverCpuMsPerRequest,
      mainThreadCpuMsPerRequest,
    });
  }
  printExportsEffect(scenarios);
  return { scenarios, searchWord };
}

/**
 * BENCH_PORT: measure a server that is already running on this port (for profiling with `node --cpu-prof`); no
 * startup figures and no results file, the scenarios only.
 */
async function measureRunning(port: number): Promise<void> {
  process.stdout.write(
    `benchmark: running server on port ${port}, ${connections} connections, ${seconds} s\n`,
  );
  const server = { port, pid: 0, steps: {}, stop: async () => undefined };
  const { searchWord } = await measure(server);
  await measurePages(server, searchWord);
  process.stdout.write(`load average ${(loadavg()[0] ?? 0).toFixed(2)}\n`);
}

// BENCH_INDEX_QUERIES sets how many typed queries the in-process index comparison runs (0 leaves it out).
const indexQueries = Number(process.env.BENCH_INDEX_QUERIES ?? 1_000);

/** The in-process comparison, run before any server starts so nothing else competes for the cores. */
function measureIndexes(seedProducts: number): EngineFigures[] | undefined {
  if (indexQueries <= 0) return undefined;
  process.stdout.write(`search index beside FlexSearch and MiniSearch, ${indexQueries} typed queries:\n`);
  const figures = compareSearchIndexes(seedProducts, indexQueries);
  for (const line of formatIndexComparison(figures)) process.stdout.write(`  ${line}\n`);
  return figures;
}

/** One whole run on a fresh database of `seedProducts` products: start-up, memory and every scenario. */
async function benchAt(seedProducts: number): Promise<BenchRun> {
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-bench-"));
  const database: BenchDatabase | undefined = postgresUrl
    ? await createBenchDatabase(postgresUrl)
    : undefined;
  process.stdout.write(
    `benchmark: ${seedProducts} products, ${connections} connections, ${seconds} s per scenario, ` +
      `${database ? "PostgreSQL" : "PGlite"}\n`,
  );
  const started = performance.now();
  // Seed the fresh database, then start the server that is measured on it. A server that seeded in
  // its own process carried the seed's grown heap into the run (RSS peak 1.6 GB, slower collections), which a
  // server in use never does; the index build is then timed as every later start has it.
  const seeding = await startBenchServer(dataDir, seedProducts, startTimeoutMs, database?.url);
  const seedMs = (seeding.steps.seeded ?? 0) - (seeding.steps.migrated ?? 0);
  await seeding.stop();
  const server = await startBenchServer(dataDir, seedProducts, startTimeoutMs, database?.url);
  const stopOnSignal = () => {
    server
      .stop()
      .then(() => database?.drop())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(130);
      });
  };
  // A benchmark stopped from outside still stops its server and removes the temporary database.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stopOnSignal);
  try {
    const startupMs = Math.round(performance.now() - started);
    const { steps } = server;
    // The catalogue load and index build start once the database is open and migrated (nothing to apply here).
    const indexMs = (steps["catalogue indexed"] ?? 0) - (steps.migrated ?? 0);
    const memoryAfterStart = memoryOf(server.pid);
    const detailsMs = (steps["catalogue details loaded"] ?? 0) - (steps["catalogue indexed"] ?? 0);
    process.stdout.write(
      `seeding ${seedMs} ms, index build ${indexMs} ms, detail parts after it ${detailsMs} ms, server RSS ${memoryAfterStart.rssMb} MB\n`,
    );
    const { scenarios, searchWord } = await measure(server);
    const memoryAfterRun = memoryOf(server.pid);
    const lighthouseRuns = await measurePages(server, searchWord);
    const loadAfter = loadavg()[0] ?? 0;
    process.stdout.write(
      `server RSS after the run ${memoryAfterRun.rssMb} MB (peak ${memoryAfterRun.peakRssMb} MB)\n`,
    );
    process.stdout.write(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`);
    return {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        node: process.version,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
      },
      settings: {
        seedProducts,
        connections,
        secondsPerScenario: seconds,
        database: database ? "postgres" : "pglite",
      },
      startup: { totalMs: startupMs, seedMs, indexBuildMs: indexMs, serverSteps: steps },
      memory: { rssAfterStartMb: memoryAfterStart.rssMb, ...memoryAfterRun },
      scenarios,
      lighthouse: lighthouseRuns,
    };
  } finally {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.off(signal, stopOnSignal);
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeResults(file: string, results: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`results written to ${path.relative(process.cwd(), file)}\n`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_PORT) return measureRunning(Number(process.env.BENCH_PORT));
  const runs: BenchRun[] = [];
  for (const size of sizes) {
    const indexComparison = measureIndexes(size);
    runs.push({ ...(await benchAt(size)), indexComparison });
  }
  const [only] = runs;
  if (runs.length === 1 && only) return writeResults(resultsFile, only);
  process.stdout.write(`\n${growthTable(runs).join("\n")}\n`);
  writeResults(growthFile, { runs });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
