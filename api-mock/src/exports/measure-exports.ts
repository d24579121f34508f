/**
 * Core spec 9: timing of both export formats for a 1,000-item list. Run with `npx tsx
 * api-mock/src/exports/measure-exports.ts [runs]`. Prints p50/p95 of wall-clock and CPU time, and the longest
 * stretch the event loop was blocked while an export ran (what other requests would wait at most), both as wall
 * time (inflated when other processes share the cores) and as the CPU time of the longest synchronous stretch.
 * Then the same through `ExportWorker` (the server's path). There the event-loop block is the main
 * thread's, while the CPU figures (process.cpuUsage) include the worker thread's time.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sampleListExport } from "./list-export.fixture";
import { ExportWorker } from "./render-in-worker";
import { renderListPdf } from "./render-list-pdf";
import { renderListXlsx } from "./render-list-xlsx";

const ITEMS = 1000;
const WARM_UP = 3;

type Sample = { wallMs: number; cpuMs: number };

const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;

/** Runs `work` while a probe re-queued with setImmediate notes the CPU time spent between two of its turns. */
async function longestStretch(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let running = true;
  let since = process.cpuUsage();
  const probe = (): void => {
    longest = Math.max(longest, cpuMs(process.cpuUsage(since)));
    since = process.cpuUsage();
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  await work();
  running = false;
  return longest;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(name: string, render: () => Promise<Buffer>, runs: number): Promise<void> {
  for (let run = 0; run < WARM_UP; run += 1) await render();
  const samples: Sample[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    bytes = (await render()).length;
    const cpu = process.cpuUsage(cpuStart);
    samples.push({ wallMs: performance.now() - wallStart, cpuMs: cpuMs(cpu) });
  }
  loop.disable();
  const stretches: number[] = [];
  for (let run = 0; run < Math.min(runs, 5); run += 1) stretches.push(await longestStretch(render));
  const wall = samples.map((sample) => sample.wallMs);
  const cpu = samples.map((sample) => sample.cpuMs);
  const row = (label: string, values: number[]) =>
    `${label} p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(
    `${name} (${ITEMS} items, ${runs} runs, ${(bytes / 1024).toFixed(0)} KiB): ${row("wall", wall)}; ${row("cpu", cpu)}; ` +
      `longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms wall, ` +
      `longest synchronous stretch ${Math.max(...stretches).toFixed(0)} ms CPU`,
  );
}

const runs = Number(process.argv[2] ?? 20);
const input = sampleListExport(ITEMS);
await measure("XLSX", () => renderListXlsx(input), runs);
await measure("PDF", () => renderListPdf(input), runs);
const worker = new ExportWorker();
await measure("XLSX in the export worker", () => worker.render("xlsx", input), runs);
await measure("PDF in the export worker", () => worker.render("pdf", input), runs);
await worker.close();
