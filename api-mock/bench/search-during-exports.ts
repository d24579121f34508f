import type { BenchServer } from "./bench-server";
import { type LatencySummary, summarize } from "./latency-stats";
import { type BenchRequest, runLoad } from "./load-generator";

/** How many users export at once, and how many search meanwhile. */
const EXPORTERS = 10;
const SEARCHERS = 10;

export interface SearchDuringExports {
  idle: LatencySummary;
  busy: LatencySummary;
  /** The exports made while `busy` was measured; `errors` counts the ones refused with 503 (pool full). */
  exports: LatencySummary;
}

/**
 * Search latency alone, then while ten users keep exporting a 1,000-item list: rendering runs in worker threads,
 * so the search's p95 should barely move. A refused export (503) waits its Retry-After, as a client should.
 */
export async function measureSearchDuringExports(
  server: BenchServer,
  token: string,
  seconds: number,
  exportPath: string,
  search: (counter: number) => BenchRequest,
): Promise<SearchDuringExports> {
  const load = { port: server.port, token, connections: SEARCHERS, seconds, next: search };
  const idle = await runLoad(load);
  const deadline = performance.now() + seconds * 1000;
  const exporting = Promise.all(
    Array.from({ length: EXPORTERS }, () => exportUntil(server, token, exportPath, deadline)),
  );
  const busy = await runLoad(load);
  const runs = (await exporting).flat();
  const done = runs.filter((run) => run.ok).map((run) => run.ms);
  const refused = runs.length - done.length;
  return { idle, busy, exports: summarize(done, refused, seconds) };
}

async function exportUntil(server: BenchServer, token: string, path: string, deadline: number) {
  const runs: { ok: boolean; ms: number }[] = [];
  while (performance.now() < deadline) {
    const sent = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    runs.push({ ok: response.ok, ms: performance.now() - sent });
    if (response.status === 503) {
      const wait = Number(response.headers.get("retry-after") ?? 1) * 1000;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(wait, Math.max(0, deadline - performance.now()))),
      );
    } else if (!response.ok) throw new Error(`export answered ${response.status}`);
  }
  return runs;
}
