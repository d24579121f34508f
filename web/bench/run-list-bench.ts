import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import { ROWS, runOnListPage, seedProducts } from "./list-bench-session";
import { cpuSlowdown, editQuantity, openList, scrollThrough } from "./list-page-probes";

// A list of 200 elements in real Chromium against the built web app (npm run bench:web): how long from its
// data arriving to every row painted, how long typing a quantity takes, how smoothly it scrolls.
const runs = Number(process.env.BENCH_RUNS ?? 10);
const resultsFile = fileURLToPath(new URL("./results/list-latest.json", import.meta.url));

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Opens the list `runs` times, then edits quantities and scrolls through it in one more opening. */
async function measure(browser: Browser, storageState: string, url: string) {
  const openings = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, opening } = await openList(browser, storageState, url, ROWS);
    openings.push(opening);
    await context.close();
  }
  const { page, context } = await openList(browser, storageState, url, ROWS);
  const edits = [];
  for (let value = 2; value < 2 + Math.min(runs, 5); value += 1) edits.push(await editQuantity(page, value));
  const scrolling = await scrollThrough(page);
  await context.close();

  return { openings, edits, scrolling };
}

/** Prints the percentiles and writes the whole record to the results file. */
function report(
  loadBefore: number,
  { openings, edits, scrolling }: Awaited<ReturnType<typeof measure>>,
): void {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const first = sorted(openings.map((opening) => opening.firstRowsMs));
  const render = sorted(openings.map((opening) => opening.renderMs));
  const blocking = sorted(openings.map((opening) => opening.blockingMs));
  const events = sorted(edits.map((edit) => edit.longestEventMs));
  const summary = {
    firstRowsMs: { p50: percentile(first, 50), p95: percentile(first, 95) },
    renderMs: { p50: percentile(render, 50), p95: percentile(render, 95) },
    blockingMs: { p50: percentile(blocking, 50), p95: percentile(blocking, 95) },
    quantityEventMs: { p50: percentile(events, 50), max: events.at(-1) ?? 0 },
    scrolling,
  };
  process.stdout.write(
    [
      `list of ${ROWS} rows, ${runs} openings in Chromium (1280 px, CPU slowdown ${cpuSlowdown}x):`,
      `  data arrived -> first rows painted p50 ${summary.firstRowsMs.p50.toFixed(0)} ms  p95 ${summary.firstRowsMs.p95.toFixed(0)} ms`,
      `  data arrived -> all rows painted  p50 ${summary.renderMs.p50.toFixed(0)} ms  p95 ${summary.renderMs.p95.toFixed(0)} ms  (goal: 300 ms)`,
      `  blocking time after the data     p50 ${summary.blockingMs.p50.toFixed(0)} ms  p95 ${summary.blockingMs.p95.toFixed(0)} ms`,
      `  quantity edit, longest event      p50 ${summary.quantityEventMs.p50.toFixed(0)} ms  max ${summary.quantityEventMs.max.toFixed(0)} ms  (goal: INP under 100 ms)`,
      `  scrolling: ${scrolling.frames} frames, p95 gap ${scrolling.p95FrameMs.toFixed(1)} ms, ${scrolling.longFrames} over 50 ms`,
      "",
    ].join("\n"),
  );
  const loadAfter = loadavg()[0] ?? 0;
  const record = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter },
    settings: { rows: ROWS, runs, seedProducts, cpuSlowdown },
    summary,
    openings,
    edits,
  };
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`);
  process.stdout.write(
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; results in ${resultsFile}\n`,
  );
}

runOnListPage("web list benchmark", async (browser, storageState, url) => {
  const loadBefore = loadavg()[0] ?? 0;
  report(loadBefore, await measure(browser, storageState, url));
});
