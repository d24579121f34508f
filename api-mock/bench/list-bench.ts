import { call } from "./bench-http";
import { type BenchServer, cpuMsOf, cpuPerRequest } from "./bench-server";
import { type LatencySummary, summarize } from "./latency-stats";
import { type BenchRequest, runLoad } from "./load-generator";
import { measureSearchDuringExports } from "./search-during-exports";

/** One list measurement; `during` holds the other requests' latencies while it ran. */
export interface ListBenchResult {
  name: string;
  summary: LatencySummary;
  during?: LatencySummary;
  /** The server process's CPU ms per request of this run (see `cpuMsOf`), when it could be read. */
  serverCpuMsPerRequest?: number;
  /**
   * The load generator's own CPU ms per request (this process): it shares the machine with the server, and
   * reading a 183 kB answer costs it about as much as the server's cached open.
   */
  clientCpuMsPerRequest?: number;
  /** The server's main thread's CPU ms per request (the event loop's share; exports render on other threads). */
  mainThreadCpuMsPerRequest?: number;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function caller(server: BenchServer, token: string): Call {
  return <T>(method: string, path: string, body?: unknown) => call<T>(server, token, method, path, body);
}

interface Elements {
  version: number;
  content: { id: number }[];
}

/** A new list holding the first `size` products (added 200 at a time). */
async function listOf(
  call: Call,
  title: string,
  ids: readonly number[],
  size: number,
): Promise<Elements & { id: number }> {
  const list = await call<{ id: number; version: number }>("POST", "/api/product-lists/list", { title });
  let version = list.version;
  let elements: Elements = { version, content: [] };
  for (let start = 0; start < size; start += 200) {
    const chunk = ids
      .slice(start, Math.min(size, start + 200))
      .map((productId) => ({ productId, quantity: 2 }));
    elements = await call<Elements>("POST", `/api/product-lists/list-elements/${list.id}`, {
      version,
      elements: chunk,
    });
    version = elements.version;
  }
  return { id: list.id, ...elements };
}

/** This process's CPU ms per request since `before` (`process.cpuUsage()`), over `run`'s requests. */
function clientCpuPerRequest(before: NodeJS.CpuUsage, run: { requests: number }): number | undefined {
  if (run.requests === 0) return undefined;
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / 1000 / run.requests) * 1000) / 1000;
}

/** Times `run` back to back for `seconds` (at least `minimum` times), one at a time. */
async function sequential(
  seconds: number,
  minimum: number,
  run: () => Promise<void>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000 || latencies.length < minimum) {
    const sent = performance.now();
    await run();
    latencies.push(performance.now() - sent);
  }
  return summarize(latencies, 0, (performance.now() - started) / 1000);
}

/**
 * Open a 200-item list under load (the quantity changes are write scenarios of `bench-scenarios`), and export a 1,000-item list to XLSX and PDF one after another while other
 * requests (the list header) keep arriving, to see whether an export blocks the event loop; then search alone and
 * while ten users keep exporting.
 */
export async function measureLists(
  server: BenchServer,
  token: string,
  connections: number,
  seconds: number,
  /** The catalogue bench's search, measured alone and while ten users export (left out by `bench:lists`). */
  search?: (counter: number) => BenchRequest,
  /** Which scenarios to run, by name (BENCH_ONLY); all by default. */
  chosen: (name: string) => boolean = () => true,
) {
  const call = caller(server, token);
  const pages = await Promise.all(
    Array.from({ length: 10 }, (_, page) =>
      call<{ content: { id: number }[] }>("GET", `/api/products/search?size=100&page=${page}`),
    ),
  );
  const ids = pages.flatMap((page) => page.content.map((card) => card.id));
  if (ids.length < 1000) throw new Error(`the list benchmark needs 1,000 products, found ${ids.length}`);
  const small = await listOf(call, `Bench 200 ${Date.now()}`, ids, 200);
  const large = await listOf(call, `Bench 1000 ${Date.now()}`, ids, 1000);
  const results: ListBenchResult[] = [];
  if (chosen("list open")) {
    results.push(await measureOpen(server, token, connections, seconds, small.id));
    results.push(await measureOpen(server, token, connections, seconds, small.id, CHROMIUM_ENCODINGS));
  }
  if (chosen("export")) results.push(...(await measureExports(server, token, seconds, large.id)));
  if (!search || !chosen("search, 10 connections")) return results;
  const { idle, busy, exports } = await measureSearchDuringExports(
    server,
    token,
    seconds,
    `/api/product-lists/list/${large.id}/download-xlsx?includeFinancial=true`,
    search,
  );
  results.push({ name: "search, 10 connections, no export running", summary: idle });
  results.push({ name: "search, 10 connections, while 10 users export", summary: busy, during: exports });
  return results;
}

/** What Chromium sends as `Accept-Encoding`: the web app's list open travels brotli-compressed. */
const CHROMIUM_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * The 200-item list opened by `connections` users at once, with the server's and this process's CPU per open:
 * uncompressed (comparable with earlier runs), or with a browser's `Accept-Encoding` (as the web app opens it).
 */
async function measureOpen(
  server: BenchServer,
  token: string,
  connections: number,
  seconds: number,
  listId: number,
  acceptEncoding?: string,
): Promise<ListBenchResult> {
  const cpuBefore = cpuMsOf(server.pid);
  const clientBefore = process.cpuUsage();
  const open = await runLoad({
    port: server.port,
    token,
    connections,
    seconds,
    next: () => ({ method: "GET", path: `/api/product-lists/list-elements/${listId}` }),
    ...(acceptEncoding === undefined ? {} : { acceptEncoding }),
  });
  return {
    name: acceptEncoding === undefined ? "list open (200 items)" : "list open (200 items), as a browser asks",
    summary: open,
    serverCpuMsPerRequest: cpuPerRequest(cpuBefore, server.pid, open),
    clientCpuMsPerRequest: clientCpuPerRequest(clientBefore, open),
  };
}

/** Exports made one after another with nothing else running, to read the server's CPU time per export. */
const CPU_SAMPLE_EXPORTS = 10;

/**
 * The server's CPU ms per export, of the whole process and of its main thread (the event loop every other request
 * waits for), over `CPU_SAMPLE_EXPORTS` exports with no other load. CPU time, unlike latency, hardly depends on
 * what else the machine runs, so it compares two builds on a busy machine.
 */
async function exportCpu(server: BenchServer, download: () => Promise<void>) {
  const whole = cpuMsOf(server.pid);
  const mainThread = cpuMsOf(server.pid, true);
  for (let run = 0; run < CPU_SAMPLE_EXPORTS; run += 1) await download();
  const runs = { requests: CPU_SAMPLE_EXPORTS };
  return {
    serverCpuMsPerRequest: cpuPerRequest(whole, server.pid, runs),
    mainThreadCpuMsPerRequest: cpuPerRequest(mainThread, server.pid, runs, true),
  };
}

/** Each format's export of the 1,000-item list, one after another, with the others' latency meanwhile. */
async function measureExports(
  server: BenchServer,
  token: string,
  seconds: number,
  listId: number,
): Promise<ListBenchResult[]> {
  const results: ListBenchResult[] = [];
  for (const format of ["xlsx", "pdf"] as const) {
    const download = async () => {
      const response = await fetch(
        `http://127.0.0.1:${server.port}/api/product-lists/list/${listId}/download-${format}?includeFinancial=true`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      await response.arrayBuffer();
    };
    // One untimed export first: the export worker starts with the first export after an idle minute (seconds
    // on a busy machine), which is start-up, not the export's time.
    await download();
    const cpu = await exportCpu(server, download);
    const exportRuns = sequential(seconds, 5, download);
    // Other users' requests while the exports run: a light call, so any delay is the export's.
    const during = runLoad({
      port: server.port,
      token,
      connections: 10,
      seconds,
      next: () => ({ method: "GET", path: "/api/health" }),
    });
    results.push({
      name: `export 1,000 items ${format.toUpperCase()}`,
      summary: await exportRuns,
      during: await during,
      ...cpu,
    });
  }
  return results;
}
