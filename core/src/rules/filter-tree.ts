/** Supplement "Filter and device-group trees": one value of a tree filter with its count and its children. */
export interface FilterTreeNode {
  readonly value: string;
  readonly count: number;
  readonly children: FilterTreeNode[];
}

/**
 * Supplement "Filter and device-group trees": the parent of a tree value is the longest other value that is
 * its prefix followed by "_" (ANESTHESIA_ATLAN_A100 -> ANESTHESIA_ATLAN -> ANESTHESIA). Null for a root.
 */
export function treeParent(value: string, values: ReadonlySet<string>): string | null {
  let cut = value.lastIndexOf("_");
  while (cut > 0) {
    const prefix = value.slice(0, cut);
    if (values.has(prefix)) return prefix;
    cut = value.lastIndexOf("_", cut - 1);
  }
  return null;
}

/**
 * Supplement "Filter and device-group trees": the flat values of a tree filter (as dynamic filters send them)
 * as a tree, in the order given; values with a zero count are left out with their whole branch (core spec 1:
 * empty values are hidden).
 */
export function buildFilterTree(
  values: readonly { value: string; count: number }[],
  { hideEmpty = true }: { hideEmpty?: boolean } = {},
): FilterTreeNode[] {
  const kept = values.filter((entry) => !hideEmpty || entry.count > 0);
  const known = new Set(kept.map((entry) => entry.value));
  const nodes = new Map<string, FilterTreeNode>(
    kept.map((entry) => [entry.value, { value: entry.value, count: entry.count, children: [] }]),
  );
  const roots: FilterTreeNode[] = [];
  for (const entry of kept) {
    const node = nodes.get(entry.value) as FilterTreeNode;
    const parent = treeParent(entry.value, known);
    if (parent === null) roots.push(node);
    else nodes.get(parent)?.children.push(node);
  }
  return roots;
}

/**
 * Supplement "Filter and device-group trees": the display name of a value that has no translation (device
 * names are product names): its own part after the parent, "ATLAN_A100" under "ANESTHESIA_ATLAN" -> "A100",
 * words of letters only in title case ("BABYLOG" -> "Babylog").
 */
export function treeValueName(value: string, parent: string | null): string {
  const own = parent ? value.slice(parent.length + 1) : value;
  return own
    .split("_")
    .map((word) => (/^[A-Z]+$/.test(word) ? word[0] + word.slice(1).toLowerCase() : word))
    .join(" ");
}
