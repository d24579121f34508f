import { formatProductFilter, type ProductFilter } from "@catalogue/core/api";
import type { BenchRequest } from "./load-generator";

/** Real titles, ids and filter values read from the seeded server, so queries vary like a user's. */
export interface BenchSamples {
  ids: number[];
  words: string[];
  filters: string[];
  /** One care area each, as the finder's entry to the search results asks for it. */
  careAreaFilters: string[];
}

/** One scenario: a name and the request for the n-th call (and, for writes, the connection sending it). */
export interface BenchScenario {
  name: string;
  next: (counter: number, connection?: number) => BenchRequest;
  /** Connections the scenario runs on, when not the bench's (1: one request after the other). */
  connections?: number;
}

/** A list the write scenarios change: its id, its elements and the version the last change left it at. */
export interface BenchWriter {
  listId: number;
  elementIds: number[];
  version: number;
}

/** Any call on the server under test as the bench user, answering the parsed JSON. */
export type BenchCall = <T>(method: string, pathAndQuery: string, body?: unknown) => Promise<T>;

/** How many lists the concurrent write scenario changes at once, one per connection. */
export const WRITERS = 50;
const elementsPerWriter = 20;

const minAutocompleteChars = 3;

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/**
 * The `counter`-th sample, `stride` apart, so that neighbouring requests ask for different things. The stride is
 * moved up to the next one sharing no factor with the number of samples: one that does visits only some of them
 * (7 over 77 words visits 11), and until 2026-12-07 the bench's searches, facets and autocompletes cycled over 11
 * words, so kept matches and answers hit far more often than a user's typing would let them.
 */
export function pick<T>(values: readonly T[], counter: number, stride = 1): T {
  let step = stride;
  while (values.length > 1 && greatestCommonDivisor(step, values.length) !== 1) step += 1;
  const value = values[(counter * step) % values.length];
  if (value === undefined) throw new Error("benchmark samples are empty");
  return value;
}

/** Distinct lower-case words of titles long enough to type, in first-seen order. */
export function titleWords(titles: readonly string[]): string[] {
  const words = titles.flatMap((title) => title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= minAutocompleteChars + 1 && !/^\d+$/.test(word)))];
}

/** Two-filter combinations (one value each of two keys) from the values that have products. */
export function twoFilterCombinations(valuesByKey: Partial<Record<keyof ProductFilter, string[]>>): string[] {
  const keys = Object.keys(valuesByKey) as (keyof ProductFilter)[];
  const combinations: string[] = [];
  for (const [index, first] of keys.entries()) {
    for (const second of keys.slice(index + 1)) {
      for (const a of (valuesByKey[first] ?? []).slice(0, 4)) {
        for (const b of (valuesByKey[second] ?? []).slice(0, 4)) {
          combinations.push(formatProductFilter({ [first]: [a], [second]: [b] } as ProductFilter));
        }
      }
    }
  }
  return combinations;
}

/** A GET on the server under test, answering the parsed JSON (over HTTP or in process). */
export type BenchGet = <T>(pathAndQuery: string) => Promise<T>;

/**
 * Titles and ids from pages spread over the catalogue, and the filter values that have products.
 * The benchmark and the in-process CPU measurement read the same samples, so they send the same requests.
 */
export async function readBenchSamples(get: BenchGet): Promise<BenchSamples> {
  const pages = Array.from({ length: 20 }, (_, index) => index * 24);
  const cards = (
    await Promise.all(
      pages.map((page) =>
        get<{ content: { id: number; title: string; subtitle?: string | null }[] }>(
          `/api/products/search?size=100&page=${page}`,
        ),
      ),
    )
  ).flatMap((result) => result.content);
  const facets = await get<Record<string, { value: string; count: number }[]>>(
    "/api/products/dynamic-filters",
  );
  const withProducts = (key: string) =>
    (facets[key] ?? []).filter((facet) => facet.count > 0).map((f) => f.value);
  const careAreas = withProducts("careArea");
  return {
    ids: cards.map((card) => card.id),
    words: titleWords(cards.flatMap((card) => [card.title, card.subtitle ?? ""])),
    careAreaFilters: careAreas.map((careArea) =>
      formatProductFilter({ careArea: [careArea] } as ProductFilter),
    ),
    filters: twoFilterCombinations({
      careArea: careAreas,
      deviceGroup: withProducts("deviceGroup"),
      patientGroup: withProducts("patientGroup"),
      usage: withProducts("usage"),
    }),
  };
}

/**
 * `count` new lists of the bench user (one for the single writer, `WRITERS` for the concurrent ones), each with `elementsPerWriter` of the sampled products. One user with
 * many lists rather than many users: the demo sign-in knows only a handful of accounts, and a change's server work
 * (caller, version check, rows, answer) is per list, not per user.
 */
export async function prepareWriters(call: BenchCall, ids: readonly number[], count = WRITERS + 1) {
  const run = Date.now();
  const writers: BenchWriter[] = [];
  for (let index = 0; index < count; index += 1) {
    const list = await call<{ id: number; version: number }>("POST", "/api/product-lists/list", {
      title: `Bench writer ${index} ${run}`,
    });
    const productIds = Array.from(
      { length: elementsPerWriter },
      (_, n) => ids[(index * elementsPerWriter + n) % ids.length] as number,
    );
    const elements = await call<{ version: number; content: { id: number }[] }>(
      "POST",
      `/api/product-lists/list-elements/${list.id}`,
      { version: list.version, elements: [...new Set(productIds)].map((productId) => ({ productId })) },
    );
    writers.push({
      listId: list.id,
      elementIds: elements.content.map((element) => element.id),
      version: elements.version,
    });
  }
  return writers;
}

/**
 * A quantity change (the v2 call, as the web sends it) on `writer`'s list with the version its last change left;
 * the version is counted on, as the answer will say when the change succeeds (a refused one shows as errors).
 */
function changeQuantity(writer: BenchWriter, counter: number): BenchRequest {
  const elementId = pick(writer.elementIds, counter);
  const body = JSON.stringify({ elementId, value: (counter % 999) + 1, version: writer.version });
  writer.version += 1;
  return {
    method: "PUT",
    path: `/api/v2/product-lists/list-elements/${writer.listId}/change-quantity`,
    body,
  };
}

/**
 * The write scenarios: one writer changing quantities one after the other (the latency of one change), and
 * `WRITERS` connections each changing its own list (writes per second with every answered change committed).
 */
export function writeScenarios(writers: readonly BenchWriter[]): BenchScenario[] {
  const [single, ...many] = writers;
  if (!single || many.length === 0) return [];
  return [
    { name: "change quantity, one writer", connections: 1, next: (n) => changeQuantity(single, n) },
    {
      name: `change quantity, ${many.length} writers`,
      connections: many.length,
      next: (n, connection = n) => changeQuantity(many[connection % many.length] as BenchWriter, n),
    },
  ];
}

/**
 * The baseline and the five catalogue scenarios, in the order they run. "session check" is a
 * second reference, not a target: the cheapest call behind the session check (`/products/version`, no catalogue
 * work), so every authenticated scenario can be read against what the session check and HTTP alone cost.
 */
export function benchScenarios(samples: BenchSamples, writers: readonly BenchWriter[] = []): BenchScenario[] {
  const get = (path: string): BenchRequest => ({ method: "GET", path });
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { name: "health (baseline)", next: () => get("/api/health") },
    { name: "session check", next: () => get("/api/products/version") },
    {
      name: "autocomplete",
      // A word typed part-way: 3 characters up to the whole word, as keystrokes arrive.
      next: (n) => {
        const word = pick(samples.words, n, 7);
        const typed = word.slice(0, minAutocompleteChars + (n % (word.length - minAutocompleteChars + 1)));
        return get(`/api/products/autocomplete?${query({ search: typed })}`);
      },
    },
    {
      name: "search + 2 filters",
      next: (n) =>
        get(
          `/api/products/search?${query({ search: pick(samples.words, n, 7), filter: pick(samples.filters, n, 3) })}`,
        ),
    },
    {
      name: "facet counts",
      next: (n) =>
        get(
          `/api/products/dynamic-filters?${query({ search: pick(samples.words, n, 7), filter: pick(samples.filters, n, 3) })}`,
        ),
    },
    {
      // Every user who opens a care area in the finder asks for the same few counts (no text, one care area),
      // the widest counts there are: the requests many users repeat, where the bench's text-and-filter
      // combinations are all different.
      name: "facet counts, from the finder",
      next: (n) =>
        get(`/api/products/dynamic-filters?${query({ filter: pick(samples.careAreaFilters, n) })}`),
    },
    { name: "product details", next: (n) => get(`/api/products/${pick(samples.ids, n, 13)}/details`) },
    {
      name: "favourites toggle",
      // Calls alternate POST and DELETE on the same product, so the list does not grow over the run.
      next: (n) => ({
        method: n % 2 === 0 ? "POST" : "DELETE",
        path: `/api/favorite-products/${pick(samples.ids, Math.floor(n / 2), 13)}`,
      }),
    },
    ...writeScenarios(writers),
  ];
}
