import type { ProductFilter } from "@catalogue/core/api";
import {
  DEVICE_GROUP_TREE,
  generateSeed,
  leavesOf,
  nodesOf,
  PRODUCT_CLUSTER_TREE,
  type ProductRow,
  type TreeNode,
} from "../../seed";
import { TEST_SEED } from "../../testing/test-seed";

/** The seed every test database holds, for expectations computed without the index. */
export const SEED = generateSeed(TEST_SEED);

function node(tree: readonly TreeNode[], value: string): TreeNode | undefined {
  return nodesOf(tree).find((candidate) => candidate.value === value);
}

/** The values a tree value stands for: the node itself and every node below it. */
function subtree(tree: readonly TreeNode[], value: string): Set<string> {
  const found = node(tree, value);
  return new Set(found ? nodesOf([found]).map((n) => n.value) : [value]);
}

const anyIn = (
  values: readonly string[],
  wanted: readonly string[] | undefined,
  expand = (v: string) => [v],
) =>
  wanted === undefined ||
  wanted.length === 0 ||
  wanted.some((w) => expand(w).some((x) => values.includes(x)));

const FLAG_TEST: Record<string, (row: ProductRow) => boolean> = {
  LATEX_FREE: (row) => !row.latex,
  RFID: (row) => row.rfid,
  NEW: (row) => row.isNew,
  HIGHLIGHT: (row) => row.highlight,
};

/** Whether a seed product satisfies a filter set, read straight from the seed rows and the trees. */
export function satisfies(row: ProductRow, filter: ProductFilter): boolean {
  const devices = (value: string) => [...subtree(DEVICE_GROUP_TREE, value)];
  const clusters = (value: string) => [...subtree(PRODUCT_CLUSTER_TREE, value)];
  return (
    anyIn(row.careAreas, filter.careArea) &&
    anyIn(row.patientGroups, filter.patientGroup) &&
    anyIn([row.usage], filter.usage) &&
    anyIn(row.compatibleDevices, filter.deviceGroup, devices) &&
    anyIn([row.productCluster], filter.productCluster, clusters) &&
    (filter.flags ?? []).every((flag) => FLAG_TEST[flag]?.(row) ?? false)
  );
}

/** The ids of the seed products that satisfy a filter set, ascending. */
export function expectedIds(filter: ProductFilter): number[] {
  return SEED.products
    .filter((row) => satisfies(row, filter))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/** The name of every device-group leaf, by value (the text a device search types). */
export const DEVICE_LEAVES = leavesOf(DEVICE_GROUP_TREE);
