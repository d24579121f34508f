import { loadavg } from "node:os";
import { formatLighthouseRun, medianRun } from "./lighthouse-pages";
import { measurePages } from "./measure-pages";

// Lighthouse alone, on a server already running with the built web app, e.g. for one page before and after a
// change: BENCH_PORT=3100 LIGHTHOUSE_PAGES=list LIGHTHOUSE_RUNS=5 npx tsx api-mock/bench/run-lighthouse.ts
const port = Number(process.env.BENCH_PORT);
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<void> {
  if (!port) throw new Error("BENCH_PORT: the port of a running server that serves the built web app");
  const loadBefore = loadavg()[0] ?? 0;
  const results = (await measurePages({ port }, "cable", { only, runs })) ?? [];
  for (const page of new Set(results.map((result) => result.page))) {
    const median = medianRun(results.filter((result) => result.page === page));
    if (median)
      process.stdout.write(`median of ${formatLighthouseRun(median).replace(/#\d+/, `(${runs} runs)`)}\n`);
  }
  process.stdout.write(
    `load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
