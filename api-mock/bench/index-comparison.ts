/**
 * The catalogue's own search index beside FlexSearch and MiniSearch, in process, on the same products and the same
 * typed queries (typos included). The libraries are dev dependencies of the bench only: they are here so a change
 * that loses the own index's lead in latency, build time, memory or typo recall shows in every bench run.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import FlexSearch from "flexsearch";
import MiniSearch from "minisearch";
import { type SearchDocument, toSearchDocument } from "../src/search/search-document";
import { createSearchIndex } from "../src/search/search-index";
import { type TypedQuery, typedQuery } from "../src/search/typed-queries";
import { generateSeed } from "../src/seed";
import { createRandom } from "../src/seed/prng";
import { percentile } from "./latency-stats";

/** One engine's figures on the shared products and queries. */
export interface EngineFigures {
  engine: string;
  buildMs: number;
  /** Heap and buffers the built index holds, when the process can collect garbage on demand. */
  memoryMb?: number;
  p50Ms: number;
  p95Ms: number;
  /** Share of the queries with a typo whose product is among the matches. */
  typoRecall: number;
  /** Share of all queries whose product is among the matches. */
  recall: number;
}

/** How each engine answers the first page of a typed query, and every match of it (for recall). */
interface Engine {
  name: string;
  build: (documents: readonly SearchDocument[]) => void;
  firstPage: (text: string) => unknown;
  matches: (text: string) => Iterable<number>;
}

/** A first result page, as the search screen asks for it. */
const PAGE_SIZE = 24;

// Garbage collection on demand makes the heap figure the index's own, not what the last build left to collect.
function collectGarbage(): (() => void) | undefined {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as unknown;
  return typeof gc === "function" ? (gc as () => void) : undefined;
}

function heapMb(gc: () => void): number {
  gc();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return (heapUsed + external + arrayBuffers) / 1_048_576;
}

function ownIndex(): Engine {
  let index = createSearchIndex([]);
  return {
    name: "own index",
    build: (documents) => {
      index = createSearchIndex(documents);
    },
    firstPage: (text) => index.search({ search: text, size: PAGE_SIZE }),
    matches: (text) =>
      index.search({ search: text, size: index.size }).content.map((document) => document.id),
  };
}

// Fields as the own index searches them for typed text; "forward" indexes prefixes, as typing needs.
function flexSearch(): Engine {
  const make = () =>
    new FlexSearch.Document({
      document: { id: "id", index: ["title", "subtitle", "partNumber", "description"] },
      tokenize: "forward",
    });
  let index = make();
  const ids = (text: string, limit: number) =>
    index.search(text, { limit, merge: true }).map((hit) => Number((hit as { id: unknown }).id));
  return {
    name: "FlexSearch 0.8",
    build: (documents) => {
      index = make();
      for (const document of documents) {
        const { id, title, subtitle, partNumber, description } = document;
        index.add({ id, title, subtitle, partNumber, description });
      }
    },
    firstPage: (text) => ids(text, PAGE_SIZE),
    matches: (text) => ids(text, 1_000_000),
  };
}

// Prefix and fuzzy matching on, every word required: the closest MiniSearch comes to the own index's behaviour.
function miniSearch(): Engine {
  const options = {
    fields: ["title", "subtitle", "partNumber", "description"],
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: "AND" as const },
  };
  let index = new MiniSearch<SearchDocument>(options);
  return {
    name: "MiniSearch 7",
    build: (documents) => {
      index = new MiniSearch<SearchDocument>(options);
      index.addAll(documents as SearchDocument[]);
    },
    firstPage: (text) => index.search(text).slice(0, PAGE_SIZE),
    matches: (text) => index.search(text).map((hit) => Number(hit.id)),
  };
}

function share(queries: readonly TypedQuery[], found: (query: TypedQuery) => boolean): number {
  if (queries.length === 0) return 0;
  return queries.filter(found).length / queries.length;
}

function measureEngine(
  engine: Engine,
  documents: readonly SearchDocument[],
  queries: readonly TypedQuery[],
  gc: (() => void) | undefined,
): EngineFigures {
  const before = gc ? heapMb(gc) : 0;
  const started = performance.now();
  engine.build(documents);
  const buildMs = performance.now() - started;
  const memoryMb = gc ? heapMb(gc) - before : undefined;
  const timings = queries.map(({ text }) => {
    const at = performance.now();
    engine.firstPage(text);
    return performance.now() - at;
  });
  timings.sort((a, b) => a - b);
  const found = (query: TypedQuery) => new Set(engine.matches(query.text)).has(query.sourceId);
  const withTypo = queries.filter((query) => query.hasTypo);
  const figures = {
    engine: engine.name,
    buildMs: Math.round(buildMs),
    memoryMb: memoryMb === undefined ? undefined : Math.round(memoryMb * 10) / 10,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    typoRecall: share(withTypo, found),
    recall: share(queries, found),
  };
  // The next engine's heap figure must not include this one.
  engine.build([]);
  return figures;
}

/** Builds each engine on `products` seeded products and runs the same `queryCount` typed queries on each. */
export function compareSearchIndexes(products: number, queryCount: number): EngineFigures[] {
  const documents = generateSeed({ products }).products.map((row) => toSearchDocument(row));
  const random = createRandom(20_260_601);
  const queries = Array.from({ length: queryCount }, () => typedQuery(documents, random));
  const gc = collectGarbage();
  return [ownIndex(), flexSearch(), miniSearch()].map((engine) =>
    measureEngine(engine, documents, queries, gc),
  );
}

/** The comparison as lines for the bench's output, each engine's figures as ratios to the own index's. */
export function formatIndexComparison(figures: readonly EngineFigures[]): string[] {
  const own = figures[0];
  if (!own) return [];
  const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}x` : "n/a");
  return figures.map((engine) =>
    [
      engine.engine.padEnd(16),
      `build ${String(engine.buildMs).padStart(6)} ms (${ratio(engine.buildMs, own.buildMs)})`,
      `p50 ${engine.p50Ms.toFixed(3)} ms`,
      `p95 ${engine.p95Ms.toFixed(3)} ms (${ratio(engine.p95Ms, own.p95Ms)})`,
      engine.memoryMb === undefined ? "memory n/a" : `memory ${engine.memoryMb} MB`,
      `recall ${(engine.recall * 100).toFixed(1)} %, with a typo ${(engine.typoRecall * 100).toFixed(1)} %`,
    ].join("  "),
  );
}
