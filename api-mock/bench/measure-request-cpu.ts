import path from "node:path";
import { openDatabase } from "../src/db/database";
import { buildServices } from "../src/services";
import { benchScenarios } from "./bench-scenarios";
import { startCpuProfile } from "./cpu-profile";
import { inProcessApp } from "./in-process-app";

/**
 * CPU time per request of each benchmark scenario, in process (`app.request`, no sockets, one
 * request at a time), on a seeded DATA_DIR (e.g. one `npm start` with SEED_PRODUCTS=50000 filled). The requests
 * are the benchmark's own (same samples, same rotation), so caches hit and miss as they do under the benchmark.
 * CPU time depends far less on other processes than latency does, so it compares builds on a busy machine.
 *   DATA_DIR=./.data npx tsx api-mock/bench/measure-request-cpu.ts
 *   SCENARIO=autocomplete node --cpu-prof --import tsx api-mock/bench/measure-request-cpu.ts   # one scenario
 * REQUESTS (default 2,000) sets the measured requests per scenario, WARM_UP (default 200, about what the
 * benchmark's 1 s warm-up sends) the unmeasured ones before them: product details cycle over 2,000 ids, so a
 * long warm-up would fill the detail cache and hide a cold read's cost. CONCURRENCY=50 sends the requests in
 * waves of 50 at once instead of one by one. CPU_PROFILE=<file.cpuprofile> profiles the timed requests alone
 * (with SCENARIO, of that scenario). BENCH_ACCEPT_ENCODING sends a browser's Accept-Encoding (see below).
 */
const requests = Number(process.env.REQUESTS ?? 2000);
const warmUp = Number(process.env.WARM_UP ?? 200);
const BATCH = 100;
// CONCURRENCY (default 1): requests sent together, as the benchmark's connections do (writes may then group).
const defaultConcurrency = Math.max(1, Number(process.env.CONCURRENCY ?? 1));
// SCENARIO=<prefix>[,<prefix>...]: the scenarios whose names start with one of them (as BENCH_ONLY).
const only = process.env.SCENARIO?.split(",");
// BENCH_ACCEPT_ENCODING: every request carries this Accept-Encoding (a browser's: "gzip, deflate, br, zstd"), so
// compressing the answers is counted, as in the HTTP benchmark given the same variable; answer bytes are then
// the compressed ones.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const encodingHeader: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
const database = await openDatabase({
  kind: "pglite",
  dataDir: path.resolve(process.env.DATA_DIR ?? "./.data", "pglite"),
});
const services = buildServices(database, {
  sessionSecret: "x".repeat(40),
  allowedOrigins: [],
  mode: "demo",
  publicUrl: "http://localhost:8080",
  seed: { seed: 1, products: 50000 },
  checkResponses: false,
});
const loadCpu = process.cpuUsage();
const loadStarted = performance.now();
await services.catalogue.ready();
const loaded = process.cpuUsage(loadCpu);
const loadWall = performance.now() - loadStarted;
// The detail parts load after the index (the server already listens); timed on their own.
const detailsCpu = process.cpuUsage();
const detailsStarted = performance.now();
await services.catalogue.detailsLoaded();
const details = process.cpuUsage(detailsCpu);
// With node --expose-gc the heap figure is the live heap, not what the load left for the collector.
(globalThis as { gc?: () => void }).gc?.();
console.log(
  "catalogue load + index".padEnd(20),
  "cpu ms",
  Math.round((loaded.user + loaded.system) / 1000),
  "wall ms",
  Math.round(loadWall),
  "heap MB",
  Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
);
console.log(
  "detail parts after it".padEnd(20),
  "cpu ms",
  Math.round((details.user + details.system) / 1000),
  "wall ms",
  Math.round(performance.now() - detailsStarted),
);
/** With node --expose-gc: the live heap and RSS after a full collection (what a scenario left behind). */
function liveHeap(): (string | number)[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return [];
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return ["live heap MB", Math.round(heapUsed / 1024 / 1024), "rss MB", Math.round(rss / 1024 / 1024)];
}

const { app, headers, writeHeaders, samples, writers } = await inProcessApp(services);
for (const scenario of benchScenarios(samples, writers)) {
  if (only && !only.some((prefix) => scenario.name.startsWith(prefix))) continue;
  // A write scenario brings its own connection count (one writer: one at a time; each list: one at a time).
  const concurrency = scenario.connections ?? defaultConcurrency;
  let bytes = 0;
  const send = async (counter: number, connection: number) => {
    const { method, path: url, body } = scenario.next(counter, connection);
    const init =
      body === undefined
        ? { method, headers: { ...headers, ...encodingHeader } }
        : { method, headers: { ...writeHeaders, ...encodingHeader }, body };
    const response = await app.request(url, init);
    if (response.status !== 200) throw new Error(`${scenario.name} ${url} answered ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  };
  for (let i = 0; i < warmUp; i++) await send(i, i % concurrency);
  bytes = 0;
  // Batches of 100: on a busy machine the quietest batch (the minimum) varies far less than the mean.
  const batches: number[] = [];
  const stopProfile = await startCpuProfile(process.env.CPU_PROFILE);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let sent = 0; sent < requests; sent += BATCH) {
    const batchCpu = process.cpuUsage();
    const end = Math.min(requests, sent + BATCH);
    for (let i = sent; i < end; i += concurrency) {
      const wave = Array.from({ length: Math.min(concurrency, end - i) }, (_, k) => send(warmUp + i + k, k));
      await Promise.all(wave);
    }
    const used = process.cpuUsage(batchCpu);
    batches.push((used.user + used.system) / 1000 / Math.min(BATCH, requests - sent));
  }
  const used = process.cpuUsage(cpu);
  await stopProfile();
  batches.sort((a, b) => a - b);
  console.log(
    scenario.name.padEnd(20),
    "cpu ms/request mean",
    ((used.user + used.system) / 1000 / requests).toFixed(3),
    "min batch",
    (batches[0] ?? 0).toFixed(3),
    "median batch",
    (batches[Math.floor(batches.length / 2)] ?? 0).toFixed(3),
    "wall ms/request",
    ((performance.now() - started) / requests).toFixed(3),
    "answer bytes",
    Math.round(bytes / requests),
    ...liveHeap(),
  );
}
await database.close();
