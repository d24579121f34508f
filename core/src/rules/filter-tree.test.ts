import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildFilterTree, type FilterTreeNode, treeParent, treeValueName } from "./filter-tree";

const flat = [
  { value: "ANESTHESIA", count: 5 },
  { value: "ANESTHESIA_ATLAN", count: 3 },
  { value: "ANESTHESIA_ATLAN_A100", count: 2 },
  { value: "ANESTHESIA_ATLAN_A300", count: 0 },
  { value: "ANESTHESIA_PERSEUS_A500", count: 1 },
  { value: "MONITORING_VISTA_120", count: 4 },
  { value: "MONITORING_VISTA_120_SC", count: 1 },
];

function flatten(nodes: FilterTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.value, ...flatten(node.children)]);
}

describe("filter trees (supplement: filter and device-group trees)", () => {
  it("nests each value under its longest known prefix and hides empty values", () => {
    expect(buildFilterTree(flat)).toEqual([
      {
        value: "ANESTHESIA",
        count: 5,
        children: [
          {
            value: "ANESTHESIA_ATLAN",
            count: 3,
            children: [{ value: "ANESTHESIA_ATLAN_A100", count: 2, children: [] }],
          },
          { value: "ANESTHESIA_PERSEUS_A500", count: 1, children: [] },
        ],
      },
      {
        value: "MONITORING_VISTA_120",
        count: 4,
        children: [{ value: "MONITORING_VISTA_120_SC", count: 1, children: [] }],
      },
    ]);
  });

  it("keeps every non-empty value exactly once", () => {
    const value = fc.stringMatching(/^[A-C]{1,2}(_[A-C]{1,2}){0,3}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ value, count: fc.nat(3) }), { selector: (e) => e.value }),
        (values) => {
          const tree = flatten(buildFilterTree(values));
          expect(tree.sort()).toEqual(
            values
              .filter((e) => e.count > 0)
              .map((e) => e.value)
              .sort(),
          );
        },
      ),
    );
  });

  it("finds no parent for a root and names values by their own part", () => {
    expect(treeParent("ANESTHESIA", new Set(["ANESTHESIA"]))).toBeNull();
    expect(treeValueName("ANESTHESIA_ATLAN_A100", "ANESTHESIA_ATLAN")).toBe("A100");
    expect(treeValueName("VENTILATION_PULMOVISTA_500", "VENTILATION")).toBe("Pulmovista 500");
  });
});
