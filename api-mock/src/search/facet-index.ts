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
 * Issue 6 item 1: one bitset per filter value (a parent tree value holds its children's products). A filter is
 * the AND of its constraints, a constraint the OR of its values.
 */
export class FacetIndex {
  private readonly sets = new Map<ProductFilterKey, Map<string, Bitset>>();
  private readonly empty: Bitset;

  constructor(private readonly size: number) {
    this.empty = new Bitset(size);
  }

  /** Issue 6 item 8: records the filter values of the document at `position`. */
  add(position: number, document: SearchDocument): void {
    for (const key of PRODUCT_FILTER_KEYS) {
      for (const value of valuesOf(key, document)) this.setOf(key, value, true).add(position);
    }
  }

  /** Issue 6 item 1: the products that pass every constraint of `filter`, within `base`. */
  apply(filter: ProductFilter, base: Bitset, skip?: Constraint): Bitset {
    let result = base;
    for (const constraint of constraintsOf(filter)) {
      if (skip && constraint.key === skip.key && constraint.flag === skip.flag) continue;
      result = result.and(this.unionOf(constraint));
    }
    return result;
  }

  /**
   * Issue 6 item 1 (dynamic filters): the count of each value of each filter. As shops do, the counts of one
   * filter ignore that filter's own selection (so the other values of it stay choosable) and apply all others.
   */
  facets(filter: ProductFilter, base: Bitset): FacetCounts {
    const counts = {} as FacetCounts;
    for (const key of PRODUCT_FILTER_KEYS) {
      if (key === "flags") {
        counts.flags = FACET_VALUES.flags.map((flag) => {
          const others = this.apply(filter, base, { key, flag, values: [flag] });
          return { value: flag, count: others.countAnd(this.setOf(key, flag, false)) };
        });
        continue;
      }
      const others = this.apply(filter, base, { key, values: [] });
      // Every value of the key is counted against the same set: only its non-empty words need reading.
      const words = others.nonZeroWords();
      counts[key] = FACET_VALUES[key].map((value) => ({
        value,
        count: others.countAndIn(this.setOf(key, value, false), words),
      }));
    }
    return counts;
  }

  /** Issue 6 item 1 (product counters): the products of one filter value. */
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

  private unionOf(constraint: Constraint): Bitset {
    const [only] = constraint.values;
    if (constraint.values.length === 1 && only !== undefined) return this.setOf(constraint.key, only, false);
    const union = new Bitset(this.size);
    for (const value of constraint.values) union.orInPlace(this.setOf(constraint.key, value, false));
    return union;
  }
}
