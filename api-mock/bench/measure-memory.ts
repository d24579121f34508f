import { readFileSync } from "node:fs";
import path from "node:path";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/db/database";
import { createPglite } from "../src/db/pglite-client";
import type { CardEntry } from "../src/features/products/product-cards";
import { createSearchIndex, toSearchDocument } from "../src/search";
import { buildServices } from "../src/services";
import { benchScenarios } from "./bench-scenarios";
import { memoryOf, startBenchServer } from "./bench-server";
import { inProcessApp } from "./in-process-app";

/**
 * Where the api-mock's memory goes, structure by structure, on a seeded DATA_DIR (one the benchmark or
 * `npm start` with SEED_PRODUCTS filled):
 *   DATA_DIR=<seeded dir> npx tsx api-mock/bench/measure-memory.ts
 * First the real server (compiled, `dist/server.js`, as the benchmark starts it, NODE_ENV=production) on that
 * folder: its RSS once the detail parts are in and SETTLE_SECONDS (20) later (SERVER=0 skips it; with
 * BENCH_DATABASE_URL it runs on that PostgreSQL database, seeded there on its first start). Then the same start in this process, phase by
 * phase, with a full garbage collection before each figure: RSS, the live JS heap, `external` (array buffers,
 * PGlite's WebAssembly memory among them) and PGlite's WebAssembly memory alone; the search index is built a
 * second time on its own to tell it from the card cache. REQUESTS (default 300) requests of every benchmark
 * scenario then fill the answer caches, sessions and the index's query cache (IN_PROCESS=0 skips all this). Ends
 * with V8's heap spaces.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? "./.data");
const requests = Number(process.env.REQUESTS ?? 300);
// What the folder was seeded with (the server seeds only an empty folder; the figure goes into its settings).
const products = Number(process.env.SEED_PRODUCTS ?? 50_000);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

// PostgreSQL instead of PGlite for the real server (seeded there on its first start); the phases below stay on PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
// V8's memory reducer returns the start's garbage pages some seconds after the load, or not at all while requests
// keep coming: the RSS is read again after SETTLE_SECONDS of quiet.
const settleSeconds = Number(process.env.SETTLE_SECONDS ?? 20);

if (process.env.SERVER !== "0") {
  const server = await startBenchServer(dataDir, products, 900_000, databaseUrl);
  const { rssMb, peakRssMb } = memoryOf(server.pid);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const settled = memoryOf(server.pid).rssMb;
  await server.stop();
  console.log(
    `real server on ${databaseUrl ? "PostgreSQL" : dataDir}: RSS after start ${rssMb} MB (peak during start ${peakRssMb} MB), ${settled} MB ${settleSeconds} s later`,
  );
}
if (process.env.IN_PROCESS === "0") process.exit(0);

let client: PGlite | undefined;
/** PGlite's WebAssembly memory (its Module's heap): it grows and never shrinks. */
const wasmBytes = () =>
  (client as unknown as { mod?: { HEAPU8: Uint8Array } } | undefined)?.mod?.HEAPU8.length ?? 0;

/**
 * The pages of PGlite's WebAssembly memory that hold anything but zeros: about what of it is resident (a page
 * PostgreSQL wrote zeros to counts as untouched here, so this is a lower bound).
 */
function wasmTouchedBytes(): number {
  const heap = (client as unknown as { mod?: { HEAPU8: Uint8Array } } | undefined)?.mod?.HEAPU8;
  if (!heap) return 0;
  const words = new BigUint64Array(heap.buffer, 0, heap.byteLength / 8);
  const pageWords = 4096 / 8;
  let touched = 0;
  for (let page = 0; page < words.length; page += pageWords) {
    for (let i = page; i < page + pageWords; i++) {
      if (words[i] !== 0n) {
        touched += 4096;
        break;
      }
    }
  }
  return touched;
}

/** Resident anonymous memory (heaps, WebAssembly memory, malloc) as against mapped files (code), from /proc. */
function rssAnon(): number {
  const status = readFileSync("/proc/self/status", "utf8");
  return Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

type Figures = {
  rss: number;
  anon: number;
  heap: number;
  heapTotal: number;
  buffers: number;
  wasm: number;
  wasmTouched: number;
};
function figures(): Figures {
  gc();
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  const wasm = wasmBytes();
  return {
    rss,
    anon: rssAnon(),
    heap: heapUsed,
    heapTotal,
    buffers: arrayBuffers,
    wasm,
    wasmTouched: wasmTouchedBytes(),
  };
}

const rows: [string, Figures][] = [];
let last = figures();
rows.push(["node, modules loaded", last]);
function phase(name: string): Figures {
  const now = figures();
  rows.push([name, now]);
  last = now;
  return now;
}

client = await createPglite({ dataDir: path.join(dataDir, "pglite") });
const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite"), client });
phase("PGlite open");
const services = buildServices(database, {
  sessionSecret: "x".repeat(40),
  allowedOrigins: [],
  mode: "demo",
  publicUrl: "http://localhost:8080",
  seed: { seed: 1, products },
  checkResponses: false,
});
await services.catalogue.ready();
const afterIndex = phase("catalogue: cards + search index");
await services.catalogue.detailsLoaded();
phase("catalogue: detail parts");

// The search index alone: built again from the same documents, measured, dropped.
const cards = (services.catalogue as unknown as { cards: ReadonlyMap<number, CardEntry> }).cards;
let index: ReturnType<typeof createSearchIndex> | undefined = createSearchIndex(
  Array.from(cards.values(), (entry) => toSearchDocument(entry.row)),
);
const withIndex = figures();
const indexBytes = withIndex.heap + withIndex.buffers - last.heap - last.buffers;
console.log(
  `(a second search index over ${index.size} products: ${mb(indexBytes)} MB of heap and array buffers)`,
);
index = undefined;
figures();

const { app, headers, writeHeaders, samples, writers } = await inProcessApp(services);
for (const scenario of benchScenarios(samples, writers)) {
  for (let i = 0; i < requests; i++) {
    const { method, path: url, body } = scenario.next(i, 0);
    const init = body === undefined ? { method, headers } : { method, headers: writeHeaders, body };
    const response = await app.request(url, init);
    if (response.status !== 200) throw new Error(`${scenario.name} ${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
phase(`after ${requests} requests of each scenario (caches)`);

const pad = (text: string | number, width: number) => String(text).padStart(width);
const columns: [string, (figures: Figures) => number][] = [
  ["RSS", (f) => f.rss],
  ["anon", (f) => f.anon],
  ["heap", (f) => f.heap],
  ["heapTot", (f) => f.heapTotal],
  ["buffers", (f) => f.buffers],
  ["wasm", (f) => f.wasm],
  ["touched", (f) => f.wasmTouched],
];
console.log(
  `${"MB (+ the change from the row above)".padEnd(44)}${columns.map(([name]) => pad(name, 12)).join("")}`,
);
let previous: Figures | undefined;
for (const [name, now] of rows) {
  const cell = (value: (figures: Figures) => number) => {
    const change = previous ? mb(value(now) - value(previous)) : 0;
    return pad(`${mb(value(now))}${change ? ` ${change > 0 ? "+" : ""}${change}` : ""}`, 12);
  };
  console.log(`${name.padEnd(44)}${columns.map(([, value]) => cell(value)).join("")}`);
  previous = now;
}
console.log(
  `search index ${mb(indexBytes)} MB (heap and array buffers); cards and the rest of the catalogue load ${mb(afterIndex.heap + afterIndex.buffers - (rows[1]?.[1].heap ?? 0) - (rows[1]?.[1].buffers ?? 0) - indexBytes)} MB`,
);
console.log("V8 heap spaces (used / committed MB):");
for (const space of getHeapSpaceStatistics())
  console.log(
    `  ${space.space_name.padEnd(28)}${pad(mb(space.space_used_size), 6)} /${pad(mb(space.space_size), 5)}`,
  );
await database.close();
