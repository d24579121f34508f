import {
  PRODUCT_FILTER_KEYS,
  type ProductFilter,
  type ProductFilterKey,
  type ProductFlag,
  ProductFlag as ProductFlagEnum,
} from "@catalogue/core/api";
import { CareArea, PatientGroup, Usage } from "@catalogue/core/model";
import { Bitset } from "./bitset";
import { DEVICE_GROUP_VALUES, PRODUCT_CLUSTER_VALUES, type SearchDocument } from "./search-document";
import type { FacetCounts } from "./search-types";

const FLAG_OF: Record<ProductFlag, (document: SearchDocument) => boolean> = {
  LATEX_FREE: (document) => document.latexFree,
  RFID: (document) => document.rfid,
  NEW: (document) => document.isNew,
  HIGHLIGHT: (document) => document.highlight,
};

function valuesOf(key: ProductFilterKey, document: SearchDocument): readonly string[] {
  switch (key) {
    case "careArea":
      return document.careAreas;
    case "deviceGroup":
      return document.deviceGroups;
    case "patientGroup":
      return document.patientGroups;
    case "productCluster":
      return [document.productCluster, document.productClusterChild];
    case "usage":
      return [document.usage];
    case "flags":
      return ProductFlagEnum.options.filter((flag) => FLAG_OF[flag](document));
  }
}

const FACET_VALUES: Record<ProductFilterKey, readonly string[]> = {
  careArea: CareArea.options,
  deviceGroup: DEVICE_GROUP_VALUES,
  patientGroup: PatientGroup.options,
  productCluster: PRODUCT_CLUSTER_VALUES,
  usage: Usage.options,
  flags: ProductFlagEnum.options,
};

/** The keys whose values are also kept per document, for counting few matches document by document. */
const COUNTED_KEYS: readonly ProductFilterKey[] = [
  "careArea",
  "deviceGroup",
  "patientGroup",
  "productCluster",
];

/**
 * Each document's values of one key as indexes into the facet's values, in compressed
 * rows (the values of position p are `ids[offsets[p]]` to `ids[offsets[p + 1] - 1]`).
 */
class DocumentValues {
  private offsets: Int32Array;
  private ids: Uint16Array;
  private length = 0;
  private readonly indexOf: Map<string, number>;

  constructor(size: number, values: readonly string[]) {
    this.offsets = new Int32Array(size + 1);
    this.ids = new Uint16Array(size * 2);
    this.indexOf = new Map(values.map((value, index) => [value, index]));
  }

  /** Adds the next document's values (values the facet does not list are not counted). */
  add(values: readonly string[]): void {
    const at = this.length++;
    let end = this.offsets[at] ?? 0;
    for (const value of values) {
      const index = this.indexOf.get(value);
      if (index === undefined) continue;
      if (end === this.ids.length) {
        const grown = new Uint16Array(this.ids.length * 2);
        grown.set(this.ids);
        this.ids = grown;
      }
      this.ids[end++] = index;
    }
    this.offsets[at + 1] = end;
  }

  averageValues(): number {
    return this.length === 0 ? 0 : (this.offsets[this.length] ?? 0) / this.length;
  }

  /** How many documents of `set` (reading only its `words`) hold each value. */
  tally(set: Bitset, words: Int32Array): Int32Array {
    const counts = new Int32Array(this.indexOf.size);
    const { offsets, ids } = this;
    for (const i of words) {
      let word = set.words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        const position = i * 32 + 31 - Math.clz32(lowest);
        word ^= lowest;
        const end = offsets[position + 1] ?? 0;
        for (let k = offsets[position] ?? 0; k < end; k++) {
          const id = ids[k] ?? 0;
          counts[id] = (counts[id] ?? 0) + 1;
        }
      }
    }
    return counts;
  }
}

/** One constraint: a set of values of which a product needs at least one. Each flag is a constraint of its own. */
interface Constraint {
  key: ProductFilterKey;
  flag?: string;
  values: readonly string[];
}

function constraintsOf(filter: ProductFilter): Constraint[] {
  return PRODUCT_FILTER_KEYS.flatMap((key): Constraint[] => {
    const values = filter[key] ?? [];
    if (values.length === 0) return [];
    return key === "flags" ? values.map((flag) => ({ key, flag, values: [flag] })) : [{ key, values }];
  });
}

/**
 * One bitset per filter value (a parent tree value holds its children's products). A filter is
 * the AND of its constraints, a constraint the OR of its values.
 */
export class FacetIndex {
  private readonly sets = new Map<ProductFilterKey, Map<string, Bitset>>();
  private readonly empty: Bitset;
  /** `unionOf`'s scratch: each union is consumed by the intersection that asked for it before the next is made. */
  private readonly union: Bitset;
  private readonly byDocument = new Map<ProductFilterKey, DocumentValues>();
  /**
   * `facets`' scratch, reused by every count (a count runs without yielding and keeps none of them): the
   * matches of the whole filter, the matches of all but one constraint, and the non-empty words of the set a
   * key is counted against. Before, each count made up to three sets of the catalogue's size and a word list per
   * key: at 200,000 products up to 225 KB of garbage per count, on a heap of about 500 MB live that every
   * full collection traces.
   */
  private readonly everyScratch: Bitset;
  private readonly othersScratch: Bitset;
  private readonly wordsScratch: Int32Array;

  constructor(private readonly size: number) {
    this.empty = new Bitset(size);
    this.union = new Bitset(size);
    this.everyScratch = new Bitset(size);
    this.othersScratch = new Bitset(size);
    this.wordsScratch = new Int32Array(this.empty.words.length);
    for (const key of COUNTED_KEYS) this.byDocument.set(key, new DocumentValues(size, FACET_VALUES[key]));
  }

  /** Records the filter values of the document at `position` (positions in ascending order). */
  add(position: number, document: SearchDocument): void {
    for (const key of PRODUCT_FILTER_KEYS) {
      const values = valuesOf(key, document);
      for (const value of values) this.setOf(key, value, true).add(position);
      this.byDocument.get(key)?.add(values);
    }
  }

  /**
   * The products that pass every constraint of `filter`, within `base`. The
   * intersections are made in place in one set: `into` when given (a caller's scratch set, which may be `base`
   * itself), else one new set; `base` and the value sets are never changed. With no constraint, `base` itself.
   */
  apply(filter: ProductFilter, base: Bitset, skip?: Constraint, into?: Bitset): Bitset {
    let result = base;
    let owned = base === into;
    for (const constraint of constraintsOf(filter)) {
      if (skip && constraint.key === skip.key && constraint.flag === skip.flag) continue;
      const union = this.unionOf(constraint);
      if (owned) result.andInPlace(union);
      else {
        result = (into ?? new Bitset(this.size)).assignAnd(base, union);
        owned = true;
      }
    }
    return result;
  }

  /**
   * The count of each value of each filter. As shops do, the counts of one
   * filter ignore that filter's own selection (so the other values of it stay choosable) and apply all others.
   */
  facets(filter: ProductFilter, base: Bitset): FacetCounts {
    const counts = {} as FacetCounts;
    // A key the filter does not constrain is counted against the whole filter's matches: computed once.
    let everyConstraint: Bitset | undefined;
    const all = (): Bitset => {
      everyConstraint ??= this.apply(filter, base, undefined, this.everyScratch);
      return everyConstraint;
    };
    const allBut = (skip: Constraint): Bitset => this.apply(filter, base, skip, this.othersScratch);
    for (const key of PRODUCT_FILTER_KEYS) {
      if (key === "flags") {
        const selected = new Set<string>(filter.flags ?? []);
        counts.flags = FACET_VALUES.flags.map((flag) => {
          const others = selected.has(flag) ? allBut({ key, flag, values: [flag] }) : all();
          return { value: flag, count: others.countAnd(this.setOf(key, flag, false)) };
        });
        continue;
      }
      const constrained = (filter[key] ?? []).length > 0;
      const others = constrained ? allBut({ key, values: [] }) : all();
      // Every value of the key is counted against the same set: only its non-empty words need reading.
      const words = others.nonZeroWords(this.wordsScratch);
      const perDocument = this.byDocument.get(key);
      const values = FACET_VALUES[key];
      // Few matches against many values (the device-group tree) are cheaper counted document by
      // document than value by value; the estimate picks the smaller of the two passes.
      if (perDocument && others.count() * perDocument.averageValues() < values.length * words.length) {
        const tally = perDocument.tally(others, words);
        counts[key] = values.map((value, index) => ({ value, count: tally[index] ?? 0 }));
        continue;
      }
      counts[key] = values.map((value) => ({
        value,
        count: others.countAndIn(this.setOf(key, value, false), words),
      }));
    }
    return counts;
  }

  /** The products of one filter value. */
  setOf(key: ProductFilterKey, value: string, create: boolean): Bitset {
    let ofKey = this.sets.get(key);
    if (!ofKey) {
      ofKey = new Map();
      this.sets.set(key, ofKey);
    }
    const existing = ofKey.get(value);
    if (existing) return existing;
    if (!create) return this.empty;
    const created = new Bitset(this.size);
    ofKey.set(value, created);
    return created;
  }

  /** The products of any of a constraint's values; several values are united in a scratch set, read at once. */
  private unionOf(constraint: Constraint): Bitset {
    const [only, ...others] = constraint.values;
    if (only === undefined) return this.empty;
    const first = this.setOf(constraint.key, only, false);
    if (others.length === 0) return first;
    const union = this.union.assign(first);
    for (const value of others) union.orInPlace(this.setOf(constraint.key, value, false));
    return union;
  }
}
