import type { KnownTreeValues } from "@catalogue/core/api";
import type { CareArea, PatientGroup, Usage } from "@catalogue/core/model";
import { DEVICE_GROUP_TREE, nodesOf, PRODUCT_CLUSTER_TREE, type ProductRow, type TreeNode } from "../seed";

/**
 * What the search index keeps of one product: the texts it searches, the values it filters and
 * sorts by, and what an autocomplete hint or a result card shows.
 */
export interface SearchDocument {
  id: number;
  title: string;
  subtitle: string;
  partNumber: string;
  /** Main and secondary GTIN. */
  gtins: string[];
  description: string;
  careAreas: CareArea[];
  /** Device-group values the product fits, each with every ancestor (a parent value matches its children). */
  deviceGroups: string[];
  /** Names of the fitting device-group leaves ("Atlan A100"), searched as text so a device name finds its parts. */
  deviceGroupNames: string[];
  patientGroups: PatientGroup[];
  /** The product cluster (parent value, e.g. VENTILATION_ACCESSORIES). */
  productCluster: string;
  /** The cluster child (e.g. VENTILATION_ACCESSORIES_BREATHING_CIRCUITS). */
  productClusterChild: string;
  usage: Usage;
  latexFree: boolean;
  rfid: boolean;
  isNew: boolean;
  highlight: boolean;
  imageId: string;
  /** Position of the product's cluster child in the product-cluster tree: the first key of hierarchy sorting. */
  hierarchyPosition: number;
  /**
   * Core spec 5 (hide without market clearance): the country keys where the product lacks market clearance. A key
   * is a country id with product rows of its own, or 0 for every other country (they read the global row).
   */
  unclearedIn?: readonly number[];
}

interface TreeEntry {
  node: TreeNode;
  ancestors: string[];
  position: number;
}

function indexTree(tree: readonly TreeNode[]): Map<string, TreeEntry> {
  const entries = new Map<string, TreeEntry>();
  const visit = (nodes: readonly TreeNode[], ancestors: string[]): void => {
    for (const node of nodes) {
      entries.set(node.value, { node, ancestors, position: entries.size });
      visit(node.children, [...ancestors, node.value]);
    }
  };
  visit(tree, []);
  return entries;
}

const DEVICE_GROUPS = indexTree(DEVICE_GROUP_TREE);
const PRODUCT_CLUSTERS = indexTree(PRODUCT_CLUSTER_TREE);

/** Every value of the device-group tree, depth first (the facet's values). */
export const DEVICE_GROUP_VALUES: readonly string[] = nodesOf(DEVICE_GROUP_TREE).map((node) => node.value);
/** Every value of the product-cluster tree, depth first (the facet's values). */
export const PRODUCT_CLUSTER_VALUES: readonly string[] = nodesOf(PRODUCT_CLUSTER_TREE).map(
  (node) => node.value,
);

/** Supplement 7: the tree values the `filter` codec accepts (`parseProductFilter(text, KNOWN_TREE_VALUES)`). */
export const KNOWN_TREE_VALUES: KnownTreeValues = {
  deviceGroup: new Set(DEVICE_GROUP_VALUES),
  productCluster: new Set(PRODUCT_CLUSTER_VALUES),
};

/** What a product's fitting device groups expand to: the values with their ancestors, and the leaves' names. */
interface DeviceGroupExpansion {
  deviceGroups: string[];
  deviceGroupNames: string[];
}

/**
 * Products share few combinations of fitting devices, so each combination
 * is expanded once and its arrays are shared by every document with it (documents are read, never changed).
 * The expansion depends on the static trees only, so the cache never goes stale; it is bounded all the same.
 */
const expansions = new Map<string, DeviceGroupExpansion>();
const EXPANSION_LIMIT = 20_000;

function expandDeviceGroups(values: readonly string[]): DeviceGroupExpansion {
  const key = values.join("\u0000");
  const known = expansions.get(key);
  if (known) return known;
  const expanded = values.flatMap((value) => [...(DEVICE_GROUPS.get(value)?.ancestors ?? []), value]);
  const expansion = {
    deviceGroups: [...new Set(expanded)],
    deviceGroupNames: values.flatMap((value) => DEVICE_GROUPS.get(value)?.node.name ?? []),
  };
  if (expansions.size >= EXPANSION_LIMIT) expansions.clear();
  expansions.set(key, expansion);
  return expansion;
}

/** The fields of a product row (seed or database) the search document is made of. */
export type SearchableRow = Pick<
  ProductRow,
  | "id"
  | "title"
  | "subtitle"
  | "partNumber"
  | "mainGtin"
  | "secondaryGtin"
  | "description"
  | "careAreas"
  | "compatibleDevices"
  | "patientGroups"
  | "productCluster"
  | "usage"
  | "latex"
  | "rfid"
  | "isNew"
  | "highlight"
  | "imageId"
>;

/**
 * The search document of a product row (the database rows mirror the seed rows), without market
 * clearance in the country keys `unclearedIn`. Tree values the trees do not know are kept as they are, without
 * ancestors, and sort after every known cluster. The document shares the row's strings
 * and arrays (neither is ever changed), so the catalogue holds them once for card and index.
 */
export function toSearchDocument(row: SearchableRow, unclearedIn: readonly number[] = []): SearchDocument {
  const cluster = PRODUCT_CLUSTERS.get(row.productCluster);
  const { deviceGroups, deviceGroupNames } = expandDeviceGroups(row.compatibleDevices);
  const document: SearchDocument = {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    partNumber: row.partNumber,
    gtins: row.secondaryGtin ? [row.mainGtin, row.secondaryGtin] : [row.mainGtin],
    description: row.description,
    careAreas: row.careAreas,
    deviceGroups,
    deviceGroupNames,
    patientGroups: row.patientGroups,
    productCluster: cluster?.ancestors[0] ?? row.productCluster,
    productClusterChild: row.productCluster,
    usage: row.usage,
    latexFree: !row.latex,
    rfid: row.rfid,
    isNew: row.isNew,
    highlight: row.highlight,
    imageId: row.imageId,
    hierarchyPosition: cluster?.position ?? PRODUCT_CLUSTERS.size,
  };
  if (unclearedIn.length > 0) document.unclearedIn = unclearedIn;
  return document;
}
