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
  /** Each position's place in the hierarchy order (the tie-break of relevance). */
  private readonly hierarchyRank: Int32Array;

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
    this.hierarchyRank = new Int32Array(documents.length);
    this.hierarchy.forEach((position, rank) => {
      this.hierarchyRank[position] = rank;
    });
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

  /**
   * Relevance, ties in hierarchy order. A profile at 50,000 products showed the old pass over every document (to
   * fill score buckets) dominating search and autocomplete; this reads only the matched positions and keeps the
   * best `offset + size` of them (usually 10) in a small sorted array. Deep pages sort all matches instead.
   */
  private byRelevance(matched: Bitset, scores: Float32Array, offset: number, size: number): number[] {
    const rank = this.hierarchyRank;
    const before = (left: number, right: number) =>
      (scores[right] ?? 0) - (scores[left] ?? 0) || (rank[left] ?? 0) - (rank[right] ?? 0);
    const need = offset + size;
    const positions = matched.toArray();
    if (need > TOP_K_LIMIT || need >= positions.length) {
      return positions.sort(before).slice(offset, need);
    }
    const best: number[] = [];
    for (const position of positions) {
      const last = best[best.length - 1];
      if (best.length === need && last !== undefined && before(position, last) >= 0) continue;
      let at = best.length;
      while (at > 0 && before(position, best[at - 1] ?? 0) < 0) at--;
      best.splice(at, 0, position);
      if (best.length > need) best.pop();
    }
    return best.slice(offset, need);
  }
}

/** Up to this many wanted positions a bounded insertion beats sorting every match. */
const TOP_K_LIMIT = 200;
