import { formatProductFilter, type ProductFilter } from "@catalogue/core/api";
import type { BenchRequest } from "./load-generator";

/** Real titles, ids and filter values read from the seeded server, so queries vary like a user's. */
export interface BenchSamples {
  ids: number[];
  words: string[];
  filters: string[];
}

/** One scenario: a name and the request for the n-th call. */
export interface BenchScenario {
  name: string;
  next: (counter: number) => BenchRequest;
}

const minAutocompleteChars = 3;

function pick<T>(values: readonly T[], counter: number, stride = 1): T {
  const value = values[(counter * stride) % values.length];
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
  return {
    ids: cards.map((card) => card.id),
    words: titleWords(cards.flatMap((card) => [card.title, card.subtitle ?? ""])),
    filters: twoFilterCombinations({
      careArea: withProducts("careArea"),
      deviceGroup: withProducts("deviceGroup"),
      patientGroup: withProducts("patientGroup"),
      usage: withProducts("usage"),
    }),
  };
}

/**
 * The baseline and the five catalogue scenarios, in the order they run. "session check" is a
 * second reference, not a target: the cheapest call behind the session check (`/products/version`, no catalogue
 * work), so every authenticated scenario can be read against what the session check and HTTP alone cost.
 */
export function benchScenarios(samples: BenchSamples): BenchScenario[] {
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
    { name: "product details", next: (n) => get(`/api/products/${pick(samples.ids, n, 13)}/details`) },
    {
      name: "favourites toggle",
      // Calls alternate POST and DELETE on the same product, so the list does not grow over the run.
      next: (n) => ({
        method: n % 2 === 0 ? "POST" : "DELETE",
        path: `/api/favorite-products/${pick(samples.ids, Math.floor(n / 2), 13)}`,
      }),
    },
  ];
}
