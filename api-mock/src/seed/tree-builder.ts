import type { TreeNode } from "./seed-types";

/** Supplement "Filter and device-group trees": a compact description of a tree node before keys are assigned. */
export interface TreeSpec {
  name: string;
  code: string;
  /** True for generic group names that are translated; brand names are not. */
  translated?: boolean;
  children?: TreeSpec[];
}

/** The i18n namespace that holds the labels of translated tree nodes. */
export const TREE_LABEL_NAMESPACE = "catalogueTree";

/**
 * Supplement "Filter and device-group trees": turns compact specs into nodes whose value code joins the codes of
 * the path (ANESTHESIA + ATLAN + A100 => ANESTHESIA_ATLAN_A100) and whose numeric key encodes the position
 * (root 1 => child 101 => grandchild 10101), so keys stay stable when siblings are appended.
 */
export function buildTree(specs: readonly TreeSpec[], parent?: { key: number; value: string }): TreeNode[] {
  return specs.map((spec, index) => {
    const key = parent ? parent.key * 100 + index + 1 : index + 1;
    const value = parent ? `${parent.value}_${spec.code}` : spec.code;
    const labelKey = spec.translated ? `${TREE_LABEL_NAMESPACE}.${value}` : null;
    return {
      key,
      value,
      name: spec.name,
      labelKey,
      children: buildTree(spec.children ?? [], { key, value }),
    };
  });
}

/** Supplement "Filter and device-group trees": every node of a tree that has no children. */
export function leavesOf(tree: readonly TreeNode[]): TreeNode[] {
  return tree.flatMap((node) => (node.children.length === 0 ? [node] : leavesOf(node.children)));
}

/** Supplement "Filter and device-group trees": every node of a tree, depth first. */
export function nodesOf(tree: readonly TreeNode[]): TreeNode[] {
  return tree.flatMap((node) => [node, ...nodesOf(node.children)]);
}
