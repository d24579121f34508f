import type { ProductGridSort } from "@catalogue/core/model";
import { compareTitles } from "@catalogue/core/rules";
import type { Bitset } from "./bitset";
import { RelevanceRanking } from "./relevance";
import type { SearchDocument } from "./search-document";
import type { TextMatch } from "./text-index";

/** Title, then subtitle, by core's title collation: "Mask 2" before "Mask 10", accents and case aside. */
function titleRanks(documents: readonly SearchDocument[]): number[] {
  const keyOf = (document: SearchDocument): string => `${document.title}\u0000${document.subtitle}`;
  const pairs = [...new Map(documents.map((document) => [keyOf(document), document])).entries()];
  pairs.sort(
    ([, left], [, right]) =>
      compareTitles(left.title, right.title) || compareTitles(left.subtitle, right.subtitle),
  );
  const rankOfPair = new Map(pairs.map(([key], rank) => [key, rank]));
  return documents.map((document) => rankOfPair.get(keyOf(document)) ?? 0);
}

/** The documents in hierarchy order, and each one's place in title order (same positions). */
export interface IndexOrder {
  documents: SearchDocument[];
  titlePlaces: Int32Array;
}

/**
 * Core spec 4.1 (product grid sort): puts the documents in hierarchy order, the order the index
 * keeps them in. Hierarchy is the position of the product's cluster child in the cluster tree, then title and
 * subtitle, then id; title order is title, subtitle, id. So every order is total and stable, a position's number
 * is its hierarchy rank (ascending bits are hierarchy order, and relevance ties need no lookup), and a DESC order
 * is the exact reverse of its ASC order.
 */
export function orderForIndex(input: readonly SearchDocument[]): IndexOrder {
  const ranks = titleRanks(input);
  const keys = input.map((document, at) => ({ document, rank: ranks[at] ?? 0 }));
  keys.sort(
    (a, b) =>
      a.document.hierarchyPosition - b.document.hierarchyPosition ||
      a.rank - b.rank ||
      a.document.id - b.document.id,
  );
  const documents = keys.map((key) => key.document);
  const byTitle = keys.map((key, position) => ({ position, rank: key.rank, id: key.document.id }));
  byTitle.sort((a, b) => a.rank - b.rank || a.id - b.id);
  const titlePlaces = new Int32Array(documents.length);
  byTitle.forEach((entry, place) => {
    titlePlaces[entry.position] = place;
  });
  return { documents, titlePlaces };
}

/** Below this share of all documents, matches are sorted by title place rather than found along the title order. */
const SPARSE_SHARE = 1 / 16;

/** Core spec 4.1: pages of matched positions in each sort order of an index built in `orderForIndex` order. */
export class SortOrders {
  /** The positions in title order. */
  private readonly title: Int32Array;
  private readonly relevance: RelevanceRanking;

  constructor(private readonly titlePlaces: Int32Array) {
    this.relevance = new RelevanceRanking(titlePlaces.length);
    this.title = new Int32Array(titlePlaces.length);
    titlePlaces.forEach((place, position) => {
      this.title[place] = position;
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
    if (sort === "DEFAULT_SORTING" && text) return this.relevance.top(text, matched, offset, size);
    if (sort === "DEFAULT_SORTING" || sort === "HIERARCHY_ASC") return matched.select(offset, size);
    if (sort === "HIERARCHY_DESC") return matched.select(offset, size, true);
    return this.byTitle(matched, sort === "TITLE_DESC", offset, size);
  }

  private byTitle(matched: Bitset, reversed: boolean, offset: number, size: number): number[] {
    const places = this.titlePlaces;
    if (matched.count() < this.title.length * SPARSE_SHARE) {
      const positions = matched.toArray();
      positions.sort((a, b) => ((places[a] ?? 0) - (places[b] ?? 0)) * (reversed ? -1 : 1));
      return positions.slice(offset, offset + size);
    }
    const order = this.title;
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
}
