/**
 * Issue 7 item 3: timing of both export formats for a 1,000-item list. Run with `npx tsx
 * api-mock/src/exports/measure-exports.ts [runs]`. Prints p50/p95 of wall-clock and CPU time, and the longest
 * stretch the event loop was blocked while an export ran (what other requests would wait at most).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sampleListExport } from "./list-export.fixture";
import { renderListPdf } from "./render-list-pdf";
import { renderListXlsx } from "./render-list-xlsx";

const ITEMS = 1000;
const WARM_UP = 3;

type Sample = { wallMs: number; cpuMs: number };

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
    samples.push({ wallMs: performance.now() - wallStart, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  loop.disable();
  const wall = samples.map((sample) => sample.wallMs);
  const cpu = samples.map((sample) => sample.cpuMs);
  const row = (label: string, values: number[]) =>
    `${label} p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(
    `${name} (${ITEMS} items, ${runs} runs, ${(bytes / 1024).toFixed(0)} KiB): ${row("wall", wall)}; ${row("cpu", cpu)}; ` +
      `longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms`,
  );
}

const runs = Number(process.argv[2] ?? 20);
const input = sampleListExport(ITEMS);
await measure("XLSX", () => renderListXlsx(input), runs);
await measure("PDF", () => renderListPdf(input), runs);
