/**
 * Measures the in-memory search at catalogue size. Run with
 * `npx tsx api-mock/src/search/measure-search.ts [products] [queries]` (defaults 50,000 and 3,000); add
 * `node --expose-gc` through `NODE_OPTIONS=--expose-gc` for a steadier heap figure.
 */
import { loadavg } from "node:os";
import type { ProductFilter } from "@catalogue/core/api";
import { CareArea, PatientGroup, Usage } from "@catalogue/core/model";
import { generateSeed } from "../seed";
import { createRandom, type Random } from "../seed/prng";
import {
  DEVICE_GROUP_VALUES,
  PRODUCT_CLUSTER_VALUES,
  type SearchDocument,
  toSearchDocument,
} from "./search-document";
import { buildSearchIndex, createSearchIndex } from "./search-index";
import { typedQuery } from "./typed-queries";

const productCount = Number(process.argv[2] ?? 50_000);
const queryCount = Number(process.argv[3] ?? 3_000);
const random = createRandom(20_260_601);

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  // Typed arrays (postings, bitsets) live outside the JS heap: count them too.
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1_048_576;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function report(name: string, timings: number[]): void {
  const sorted = [...timings].sort((a, b) => a - b);
  const figures = [0.5, 0.95, 0.99].map((fraction) => percentile(sorted, fraction).toFixed(3));
  console.log(`${name.padEnd(34)} p50 ${figures[0]} ms  p95 ${figures[1]} ms  p99 ${figures[2]} ms`);
}

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function twoFilters(rng: Random): ProductFilter {
  const options: ProductFilter[] = [
    { careArea: [rng.pick(CareArea.options)] },
    { patientGroup: [rng.pick(PatientGroup.options)] },
    { usage: [rng.pick(Usage.options)] },
    { deviceGroup: [rng.pick(DEVICE_GROUP_VALUES)] },
    { productCluster: [rng.pick(PRODUCT_CLUSTER_VALUES)] },
    { flags: ["LATEX_FREE"] },
  ];
  return Object.assign({}, ...rng.sample(options, 2));
}

// The seed rows are dropped once mapped: the server will not hold them either, and their 600,000 country rows
// would otherwise make every garbage collection of the measurement slower.
function loadDocuments(): SearchDocument[] {
  return generateSeed({ products: productCount }).products.map((row) => toSearchDocument(row));
}
const documents = loadDocuments();
const heapBefore = heapMb();
let index = createSearchIndex([]);
const buildMs = time(() => {
  index = createSearchIndex(documents);
});
const heapAfter = heapMb();
console.log(`products ${documents.length}, queries ${queryCount}, load average ${loadavg()[0]?.toFixed(1)}`);
console.log(`index build (synchronous)          ${buildMs.toFixed(0)} ms`);
const memory =
  "gc" in globalThis
    ? `${(heapAfter - heapBefore).toFixed(1)} MB (process heap + buffers ${heapAfter.toFixed(1)} MB)`
    : "n/a (run with NODE_OPTIONS=--expose-gc)";
console.log(`memory used by the index           ${memory}`);

// A background rebuild pauses between slices; the longest slice is the longest a reader can wait for it.
const slices: number[] = [];
let sliceStarted = performance.now();
const slicedStarted = performance.now();
await buildSearchIndex(documents, {
  pause: () =>
    new Promise((resolve) => {
      slices.push(performance.now() - sliceStarted);
      setTimeout(() => {
        sliceStarted = performance.now();
        resolve();
      }, 0);
    }),
});
slices.push(performance.now() - sliceStarted);
console.log(`index build (sliced, background)   ${(performance.now() - slicedStarted).toFixed(0)} ms`);
console.log(
  `longest slice of that build        ${Math.max(...slices).toFixed(0)} ms (${slices.length} slices)`,
);

const queries = Array.from({ length: queryCount }, () => typedQuery(documents, random).text);
const filters = Array.from({ length: queryCount }, () => twoFilters(random));
const partNumbers = Array.from({ length: queryCount }, () => random.pick(documents).partNumber);
const sorts = ["DEFAULT_SORTING", "HIERARCHY_ASC", "TITLE_DESC"] as const;

report(
  "text search",
  queries.map((search) => time(() => index.search({ search }))),
);
report(
  "text search + two filters",
  queries.map((search, i) =>
    time(() => index.search({ search, filter: filters[i], sort: random.pick(sorts) })),
  ),
);
report(
  "two filters, no text",
  filters.map((filter) => time(() => index.search({ filter }))),
);
report(
  "part number lookup",
  partNumbers.map((search) => time(() => index.search({ search }))),
);
report(
  "facets (text + two filters)",
  queries.map((search, i) => time(() => index.facets({ search, filter: filters[i] }))),
);
report(
  "facets (no text)",
  filters.map((filter) => time(() => index.facets({ filter }))),
);
report(
  "filter matches",
  filters.map((filter) => time(() => index.filterMatches(filter))),
);
report(
  "autocomplete",
  queries.map((term) => time(() => index.autocomplete(term))),
);
const repeated = queries.slice(0, 100);
report(
  "autocomplete (repeated terms)",
  repeated.map((term) => time(() => index.autocomplete(term))),
);
