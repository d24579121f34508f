import { parentPort, workerData } from "node:worker_threads";
import { demoListPlan } from "../seed/demo-lists";
import { generateSeed } from "../seed/index";
import type { SeedSettings } from "../seed/seed-types";
import { copyTextOf } from "./copy-rows";
import { largeTableRows } from "./large-table-rows";
import type { SeedWorkerMessage } from "./seed-in-worker";

/**
 * The worker thread `seedInWorker` starts: it generates the seed, sends what the main thread inserts itself (the
 * small tables, the users, the demo-list plan), then the large tables as COPY data, chunk by chunk, each chunk's
 * bytes transferred rather than copied.
 */
const port = parentPort;
if (!port) throw new Error("seed-worker.ts runs only as a worker thread");
const settings = workerData as SeedSettings;
const seed = generateSeed(settings);
port.postMessage({
  kind: "seed",
  seed: { ...seed, products: [], productCountries: [] },
  plan: settings.demoLists === false ? undefined : demoListPlan(seed),
} satisfies SeedWorkerMessage);
const encoder = new TextEncoder();
for (const { table, rows } of largeTableRows(seed)) {
  const copy = copyTextOf(table, rows);
  if (!copy) continue;
  for (const text of copy.chunks) {
    const data = encoder.encode(text);
    port.postMessage({ kind: "copy", statement: copy.statement, data } satisfies SeedWorkerMessage, [
      data.buffer,
    ]);
  }
}
port.postMessage({ kind: "done" } satisfies SeedWorkerMessage);
