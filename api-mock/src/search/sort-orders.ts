import type { ProductGridSort } from "@catalogue/core/model";
import type { Bitset } from "./bitset";
import type { SearchDocument } from "./search-document";
import type { TextMatch } from "./text-index";

const TITLE_COLLATOR = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Title, then subtitle, by the collator: "Mask 2" before "Mask 10", accents and case aside. */
function titleRanks(documents: readonly SearchDocument[]): number[] {
  const keyOf = (document: SearchDocument): string => `${document.title}\u0000${document.subtitle}`;
  const pairs = [...new Map(documents.map((document) => [keyOf(document), document])).entries()];
  pairs.sort(
    ([, left], [, right]) =>
      TITLE_COLLATOR.compare(left.title, right.title) ||
      TITLE_COLLATOR.compare(left.subtitle, right.subtitle),
  );
  const rankOfPair = new Map(pairs.map(([key], rank) => [key, rank]));
  return documents.map((document) => rankOfPair.get(keyOf(document)) ?? 0);
}

/**
 * Core spec 4.1 (product grid sort): the precomputed orders of all documents. Hierarchy is the position of the
 * product's cluster child in the cluster tree, then title and subtitle; title is title, then subtitle. Both end
 * with the id, so every order is total and stable; a DESC order is the exact reverse of its ASC order.
 */
export class SortOrders {
  private readonly hierarchy: number[];
  private readonly title: number[];

  constructor(documents: readonly SearchDocument[]) {
    const ranks = titleRanks(documents);
    const keys = documents.map((document, position) => ({
      position,
      id: document.id,
      rank: ranks[position] ?? 0,
      hierarchy: document.hierarchyPosition,
    }));
    this.title = [...keys].sort((a, b) => a.rank - b.rank || a.id - b.id).map((key) => key.position);
    this.hierarchy = [...keys]
      .sort((a, b) => a.hierarchy - b.hierarchy || a.rank - b.rank || a.id - b.id)
      .map((key) => key.position);
  }

  /**
   * Core spec 4.1: positions `offset` to `offset + size` of the matched documents in the chosen order.
   * DEFAULT_SORTING is relevance when there is a text (ties in hierarchy order), else hierarchy.
   */
  slice(
    sort: ProductGridSort,
    matched: Bitset,
    text: TextMatch | undefined,
    offset: number,
    size: number,
  ): number[] {
    if (sort === "DEFAULT_SORTING" && text) return this.byRelevance(matched, text.scores, offset, size);
    const order = sort === "TITLE_ASC" || sort === "TITLE_DESC" ? this.title : this.hierarchy;
    const reversed = sort === "HIERARCHY_DESC" || sort === "TITLE_DESC";
    const result: number[] = [];
    let skipped = 0;
    for (let step = 0; step < order.length && result.length < size; step++) {
      const position = order[reversed ? order.length - 1 - step : step] ?? 0;
      if (!matched.has(position)) continue;
      if (skipped < offset) skipped++;
      else result.push(position);
    }
    return result;
  }

  /** Score buckets filled in hierarchy order, then read from the best score down: linear, no comparison sort. */
  private byRelevance(matched: Bitset, scores: Float32Array, offset: number, size: number): number[] {
    const buckets = new Map<number, number[]>();
    for (const position of this.hierarchy) {
      if (!matched.has(position)) continue;
      const score = scores[position] ?? 0;
      const bucket = buckets.get(score);
      if (bucket) bucket.push(position);
      else buckets.set(score, [position]);
    }
    const best = [...buckets.keys()].sort((left, right) => right - left);
    const result: number[] = [];
    let skipped = 0;
    for (const score of best) {
      const bucket = buckets.get(score) ?? [];
      const skipHere = Math.min(offset - skipped, bucket.length);
      skipped += skipHere;
      result.push(...bucket.slice(skipHere, skipHere + size - result.length));
      if (result.length >= size) break;
    }
    return result;
  }
}
