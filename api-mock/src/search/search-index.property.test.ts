import type { ProductFilter } from "@catalogue/core/api";
import { CareArea } from "@catalogue/core/model";
import { compareTitles } from "@catalogue/core/rules";
import { productFilterArbitrary } from "@catalogue/core/testing";
import * as fc from "fast-check";
import { describe, it } from "vitest";
import { DEVICE_GROUP_TREE, generateSeed, nodesOf, PRODUCT_CLUSTER_TREE, type ProductRow } from "../seed";
import { toSearchDocument } from "./search-document";
import { createSearchIndex } from "./search-index";

const products = generateSeed({ products: 600 }).products;
const index = createSearchIndex(products.map((row) => toSearchDocument(row)));
const treeValues = {
  deviceGroup: nodesOf(DEVICE_GROUP_TREE).map((node) => node.value),
  productCluster: nodesOf(PRODUCT_CLUSTER_TREE).map((node) => node.value),
};
const RUNS = { numRuns: 200 };

// The rule, written from the supplement without the index: a tree value stands for its own node and every node
// below it in the tree. (Not a code prefix: MONITORING_VISTA_120_SC is a sibling of MONITORING_VISTA_120.)
const subtreeOf = new Map(
  [...nodesOf(DEVICE_GROUP_TREE), ...nodesOf(PRODUCT_CLUSTER_TREE)].map((node) => [
    node.value,
    new Set([node.value, ...nodesOf(node.children).map((child) => child.value)]),
  ]),
);
const coveredBy = (value: string, code: string): boolean => subtreeOf.get(value)?.has(code) ?? false;
const anyOf = (chosen: readonly string[] | undefined, test: (value: string) => boolean): boolean =>
  !chosen || chosen.length === 0 || chosen.some(test);

function satisfies(row: ProductRow, filter: ProductFilter): boolean {
  const flags = filter.flags ?? [];
  return (
    anyOf(filter.careArea, (value) => row.careAreas.some((area) => area === value)) &&
    anyOf(filter.deviceGroup, (value) => row.compatibleDevices.some((code) => coveredBy(value, code))) &&
    anyOf(filter.patientGroup, (value) => row.patientGroups.some((group) => group === value)) &&
    anyOf(filter.productCluster, (value) => coveredBy(value, row.productCluster)) &&
    anyOf(filter.usage, (value) => row.usage === value) &&
    (!flags.includes("LATEX_FREE") || !row.latex) &&
    (!flags.includes("RFID") || row.rfid) &&
    (!flags.includes("NEW") || row.isNew) &&
    (!flags.includes("HIGHLIGHT") || row.highlight)
  );
}

const rowById = new Map(products.map((row) => [row.id, row]));
const filterArbitrary = productFilterArbitrary(treeValues);

describe("search index against the filter rule", () => {
  it("counts exactly the seed products that satisfy the filters", () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const expected = products.filter((row) => satisfies(row, filter)).length;
        return index.search({ filter }).totalCount === expected && index.filterMatches(filter) === expected;
      }),
      RUNS,
    );
  });

  it("returns only products that satisfy the filters, each once", () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const { content } = index.search({ filter, size: products.length });
        const ids = content.map((document) => document.id);
        return (
          new Set(ids).size === ids.length &&
          ids.every((id) => {
            const row = rowById.get(id);
            return row !== undefined && satisfies(row, filter);
          })
        );
      }),
      RUNS,
    );
  });

  it("gives each care-area facet the count of that area added to the other filters", () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const facets = index.facets({ filter });
        return facets.careArea.every(
          ({ value, count }) =>
            count ===
            products.filter((row) => satisfies(row, { ...filter, careArea: [CareArea.parse(value)] })).length,
        );
      }),
      RUNS,
    );
  });

  it("gives every value of every facet the count the rule gives with that facet's own selection left out", () => {
    // Facets count value by value or document by document, whichever reads less; both must
    // agree with the rule, for texts that match many products and few.
    const texts = fc.constantFrom(undefined, "mask", "sensor", "breathing circuit", "cable");
    fc.assert(
      fc.property(filterArbitrary, texts, (filter, search) => {
        const inText = new Set(index.search({ search, size: products.length }).content.map((d) => d.id));
        const facets = index.facets({ search, filter });
        const without = (key: keyof ProductFilter, flag?: string): ProductFilter =>
          key === "flags"
            ? { ...filter, flags: (filter.flags ?? []).filter((value) => value !== flag) }
            : { ...filter, [key]: [] };
        const count = (passes: (row: ProductRow) => boolean) =>
          products.filter((row) => inText.has(row.id) && passes(row)).length;
        return (Object.keys(facets) as (keyof ProductFilter)[]).every((key) =>
          (facets[key] ?? []).every(
            ({ value, count: counted }) =>
              counted ===
              count((row) => {
                const rest = without(key, value);
                return satisfies(row, rest) && satisfies(row, { [key]: [value] } as ProductFilter);
              }),
          ),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("orders titles alphabetically, and the descending order is the ascending one reversed", () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const ascending = index.search({ filter, sort: "TITLE_ASC", size: products.length }).content;
        const descending = index.search({ filter, sort: "TITLE_DESC", size: products.length }).content;
        const ordered = ascending.every(
          (document, i) => i === 0 || compareTitles(ascending[i - 1]?.title ?? "", document.title) <= 0,
        );
        return ordered && JSON.stringify([...descending].reverse()) === JSON.stringify(ascending);
      }),
      RUNS,
    );
  });

  it("orders by cluster position in the tree, HIERARCHY_DESC being HIERARCHY_ASC reversed", () => {
    const clusterOrder = nodesOf(PRODUCT_CLUSTER_TREE).map((node) => node.value);
    const rankOf = (id: number): number => clusterOrder.indexOf(rowById.get(id)?.productCluster ?? "");
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const ascending = index.search({ filter, sort: "HIERARCHY_ASC", size: products.length }).content;
        const descending = index.search({ filter, sort: "HIERARCHY_DESC", size: products.length }).content;
        const ordered = ascending.every(
          (document, i) => i === 0 || rankOf(ascending[i - 1]?.id ?? 0) <= rankOf(document.id),
        );
        return ordered && JSON.stringify([...descending].reverse()) === JSON.stringify(ascending);
      }),
      RUNS,
    );
  });

  it("pages through any result without gaps or repeats, whatever the sort", () => {
    const sortArbitrary = fc.constantFrom(
      "DEFAULT_SORTING",
      "HIERARCHY_ASC",
      "HIERARCHY_DESC",
      "TITLE_ASC",
      "TITLE_DESC",
    ) as fc.Arbitrary<"DEFAULT_SORTING">;
    const textArbitrary = fc.constantFrom("", "sensor", "circuit adult", "mask", "cable neonat");
    fc.assert(
      fc.property(
        filterArbitrary,
        sortArbitrary,
        textArbitrary,
        fc.integer({ min: 1, max: 40 }),
        (filter, sort, search, size) => {
          const whole = index.search({ filter, sort, search, size: products.length });
          const pages = Math.ceil(whole.totalCount / size);
          const paged = Array.from(
            { length: pages },
            (_, page) => index.search({ filter, sort, search, page, size }).content,
          ).flat();
          return JSON.stringify(paged.map((d) => d.id)) === JSON.stringify(whole.content.map((d) => d.id));
        },
      ),
      RUNS,
    );
  });
});
