import { makeGtin13 } from "@catalogue/core/gs1";
import type { DeviceType, Usage } from "@catalogue/core/model";
import { DEVICE_GROUP_TREE, DEVICE_TYPE_BY_ROOT } from "./device-group-tree";
import type { Random } from "./prng";
import {
  environmentFor,
  imageIdFor,
  imagesFor,
  linkGroupsFor,
  reprocessingCyclesFor,
  videosFor,
} from "./product-details";
import type { ProductTemplate } from "./product-template";
import { PRODUCT_TEMPLATES } from "./product-templates";
import type { ProductRow, TreeNode } from "./seed-types";
import { leavesOf } from "./tree-builder";

/** The invented GS1 company prefix of the maker; item references follow the product id. */
export const GS1_COMPANY_PREFIX = "4048675";

const ORIGINS = ["DE", "DE", "DE", "DE", "CZ", "SE", "US", "CN", "MX", "GB", "FR", "MY"];
const DOCUMENT_TYPES = ["INSTRUCTIONS_FOR_USE", "DATA_SHEET", "TECHNICAL_DOCUMENTATION"];

const LEAVES_BY_ROOT: Map<string, TreeNode[]> = new Map(
  DEVICE_GROUP_TREE.map((root) => [root.value, leavesOf(root.children.length ? root.children : [root])]),
);

/** The part number style alternates between MP00123 and 8412345, unique per id. */
export function partNumberFor(productId: number): string {
  const digits = String(productId).padStart(5, "0");
  return productId % 3 === 0 ? `84${digits}` : `MP${digits}`;
}

function compatibleDevicesFor(template: ProductTemplate, random: Random): string[] {
  const leaves = template.deviceRoots.flatMap((root) => LEAVES_BY_ROOT.get(root) ?? []);
  return random.sample(leaves, random.int(1, 4)).map((leaf) => leaf.value);
}

function deviceTypesOf(compatibleDevices: string[]): DeviceType[] {
  const types = new Set<DeviceType>();
  for (const value of compatibleDevices) {
    const root = Object.keys(DEVICE_TYPE_BY_ROOT).find((code) => value.startsWith(`${code}_`));
    const type = root === undefined ? undefined : DEVICE_TYPE_BY_ROOT[root];
    if (type) types.add(type);
  }
  return [...types];
}

interface VariantGroup {
  template: ProductTemplate;
  title: string;
  stem: string;
  qualifier: ProductTemplate["qualifiers"][number];
  subtitles: string[];
  groupId: number | null;
  firstId: number;
}

function nextGroup(random: Random, firstId: number, remaining: number, nextGroupId: number): VariantGroup {
  const template = random.pick(PRODUCT_TEMPLATES);
  const stem = random.pick(template.stems);
  const qualifier = random.pick(template.qualifiers);
  const size = Math.min(remaining, random.chance(0.35) ? random.int(2, 4) : 1);
  const subtitles = random.sample(template.subtitles, size);
  const title = `${stem}, ${qualifier[0]}`;
  return {
    template,
    title,
    stem,
    qualifier,
    subtitles,
    groupId: subtitles.length > 1 ? nextGroupId : null,
    firstId,
  };
}

function productOf(group: VariantGroup, subtitle: string, id: number, random: Random): ProductRow {
  const { template } = group;
  const usage: Usage = random.pick(template.usages);
  const partNumber = partNumberFor(id);
  const ifuPartNumber = `90${String(group.firstId).padStart(5, "0")}`;
  const compatibleDevices = compatibleDevicesFor(template, random);
  const image360 = random.chance(0.15);
  const sterile = template.sterile || (usage === "SINGLEUSE" && random.chance(0.3));
  return {
    id,
    partNumber,
    title: group.title,
    subtitle,
    description: `${group.stem} for ${group.qualifier[0]} use (${subtitle}). ${
      usage === "SINGLEUSE"
        ? "Single use, discard after use."
        : "Reprocess according to the instructions for use."
    }`,
    careAreas: random.sample(template.careAreas, random.int(1, template.careAreas.length)),
    deviceTypes: deviceTypesOf(compatibleDevices),
    productCluster: template.cluster,
    compatibleDevices,
    patientGroups: group.qualifier[1],
    mainGtin: makeGtin13(GS1_COMPANY_PREFIX, id * 2),
    secondaryGtin: random.chance(0.7) ? makeGtin13(GS1_COMPANY_PREFIX, id * 2 + 1) : null,
    unspscCode: template.unspsc,
    ceClass: random.pick(template.ceClasses),
    ifuPartNumber,
    piecesPerPackingUnit: random.pick(template.piecesPerPackingUnit),
    packagesPerDeliveryUnit: random.pick([1, 1, 2, 4, 5, 10]),
    shelfLifeMonths: sterile || usage === "SINGLEUSE" ? random.pick([24, 36, 60]) : null,
    countryOfOrigin: random.pick(ORIGINS),
    sterile,
    latex: random.chance(0.05),
    usage,
    maxReprocessingCycles: reprocessingCyclesFor(usage, random),
    environment: environmentFor(random),
    isNew: random.chance(0.08),
    highlight: random.chance(0.05),
    rfid: random.chance(0.1),
    documentType: random.pick(DOCUMENT_TYPES),
    imageId: imageIdFor(template.pictogram, id, "1"),
    image360,
    images: imagesFor(template.pictogram, id, image360, random),
    linkGroups: linkGroupsFor(partNumber, ifuPartNumber, random),
    videos: videosFor(group.stem, partNumber, random),
    variantGroupId: group.groupId,
    variantProductIds: group.subtitles
      .map((_, index) => group.firstId + index)
      .filter((other) => other !== id),
    alternativeProductIds: [],
    relatedProductIds: [],
  };
}

/** `count` products in variant groups (same title, different subtitles), ids 1..count. */
export function generateProducts(random: Random, count: number): ProductRow[] {
  const products: ProductRow[] = [];
  for (const batch of productBatches(random, count, count))
    for (const product of batch) products.push(product);
  return products;
}

/**
 * The products of `generateProducts`, handed out as they are made, about `batchSize` at a time (a variant group
 * is never split), so that they can be written while the next are made. Their alternatives and related products
 * are filled in once the last batch is out (they pick from all products): the generator's end. Returns them all.
 */
export function* productBatches(
  random: Random,
  count: number,
  batchSize: number,
): Generator<ProductRow[], ProductRow[]> {
  const products: ProductRow[] = [];
  let groupId = 1;
  let batchStart = 0;
  while (products.length < count) {
    const group = nextGroup(random, products.length + 1, count - products.length, groupId);
    if (group.groupId !== null) groupId++;
    group.subtitles.forEach((subtitle, index) => {
      products.push(productOf(group, subtitle, group.firstId + index, random));
    });
    if (products.length - batchStart >= batchSize || products.length >= count) {
      yield products.slice(batchStart);
      batchStart = products.length;
    }
  }
  linkProducts(products, random);
  return products;
}

// Alternatives come from the same cluster (a substitute), related products from other clusters (used together).
function linkProducts(products: ProductRow[], random: Random): void {
  const byCluster = new Map<string, number[]>();
  for (const product of products) {
    const ids = byCluster.get(product.productCluster) ?? [];
    ids.push(product.id);
    byCluster.set(product.productCluster, ids);
  }
  const clusters = [...byCluster.keys()];
  for (const product of products) {
    const sameCluster = byCluster.get(product.productCluster) ?? [];
    product.alternativeProductIds = distinctPicks(random, sameCluster, random.int(0, 3), product.id);
    const otherCluster = byCluster.get(random.pick(clusters)) ?? [];
    product.relatedProductIds = distinctPicks(random, otherCluster, random.int(0, 4), product.id);
  }
}

// Picks without copying the pool, so that linking stays linear at 50,000 products.
function distinctPicks(random: Random, pool: readonly number[], count: number, exclude: number): number[] {
  const picked = new Set<number>();
  for (let attempt = 0; attempt < count * 3 && picked.size < count; attempt++) {
    const id = random.pick(pool);
    if (id !== exclude) picked.add(id);
  }
  return [...picked];
}
