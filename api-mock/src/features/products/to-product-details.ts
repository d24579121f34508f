import { canSeePrices } from "@catalogue/core/access";
import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import type { LinkGroup } from "@catalogue/core/model";
import type { StoredLinkGroup } from "../../db/schema/index";
import type { EnvironmentalConditions as SeedEnvironment } from "../../seed";
import { DEVICE_GROUP_TREE, nodesOf, PRODUCT_CLUSTER_TREE } from "../../seed";
import { absoluteUrl } from "./absolute-url";
import { type CardEntry, type CardViewer, type Convert, countryRowFor } from "./product-cards";
import type { StoredProduct } from "./product-detail-parts";

const DEVICE_NAMES = new Map(nodesOf(DEVICE_GROUP_TREE).map((node) => [node.value, node.name]));
const CLUSTER_PARENT = new Map(
  PRODUCT_CLUSTER_TREE.flatMap((parent) =>
    parent.children.map((child) => [child.value, parent.value] as const),
  ),
);
const VIDEO_GROUP = "VIDEO" satisfies StoredLinkGroup;

/** Core spec 3: the cards a product refers to, resolved by the caller (in stored order, unknown ids left out). */
export type CardsOf = (ids: readonly number[]) => ProductCard[];

function linkGroups(stored: StoredProduct, origin: string): LinkGroup[] {
  const groups = new Map<LinkGroup["type"], LinkGroup>();
  for (const link of stored.links) {
    const type = link.groupType;
    if (type === VIDEO_GROUP) continue;
    const group: LinkGroup = groups.get(type) ?? { type, links: [] };
    // Only documentation links name the kind of document the product's documents are.
    const documentType = type === "DOCUMENTATION" ? stored.row.documentType : null;
    group.links.push({ title: link.title, url: absoluteUrl(link.url, origin), documentType });
    groups.set(type, group);
  }
  return [...groups.values()];
}

function conditions(environment: SeedEnvironment, kind: "operation" | "storage") {
  return {
    temperature: environment[`${kind}Temperature`],
    humidity: environment[`${kind}Humidity`],
    airPressure: environment[`${kind}AirPressure`],
  };
}

/**
 * Core spec 3 / 6 / supplement 7 (product details): every field of the product model for one viewer, with the
 * card (status, country row) of the viewer's country and the prices only when core's `canSeePrices` allows.
 */
export function toProductDetails(
  stored: StoredProduct,
  card: ProductCard,
  entry: CardEntry,
  viewer: CardViewer,
  convert: Convert,
  cardsOf: CardsOf,
  origin: string,
): ProductDetails {
  const { row } = entry;
  const more = stored.row;
  const environment = more.environment;
  const alternatives = [...stored.alternatives];
  const related = [...stored.related];
  // Object.assign, not a spread of the card into this literal: V8 took about 90 µs per answer
  // for that spread (a quarter of a detail request), the assign about 2 µs. The card's pricing is the detail's.
  const details: ProductDetails = Object.assign({}, card, {
    description: row.description,
    productGroup: CLUSTER_PARENT.get(row.productCluster) ?? null,
    images: [...stored.images],
    highlight: row.highlight,
    rfid: row.rfid,
    materialData: { alternativeProducts: alternatives, relatedProducts: related },
    mainGtin: row.mainGtin,
    secondaryGtins: row.secondaryGtin ? [row.secondaryGtin] : [],
    unspscCode: more.unspscCode,
    ceClassification: more.ceClass,
    ifuPartNumber: more.ifuPartNumber,
    piecesPerPackingUnit: more.piecesPerPackingUnit,
    packagesPerDeliveryUnit: more.packagesPerDeliveryUnit,
    totalPieces: more.piecesPerPackingUnit * more.packagesPerDeliveryUnit,
    countryOfOrigin: more.countryOfOrigin,
    sterile: more.sterile,
    latex: row.latex,
    totalShelfLife: more.shelfLifeMonths === null ? null : `${more.shelfLifeMonths} months`,
    usage: row.usage,
    maximumReprocessingCycles: more.maxReprocessingCycles,
    compatibleDevices: row.compatibleDevices.map((value) => DEVICE_NAMES.get(value) ?? value),
    deviceTypes: more.deviceTypes,
    deviceGroups: row.compatibleDevices,
    careAreas: row.careAreas,
    patientGroups: row.patientGroups,
    operationConditions: conditions(environment, "operation"),
    storageConditions: conditions(environment, "storage"),
    linkGroups: linkGroups(stored, origin),
    videos: stored.links
      .filter((link) => link.groupType === VIDEO_GROUP)
      .map(({ title, url }) => ({ title, url: absoluteUrl(url, origin) })),
    variants: cardsOf(stored.variants).map(({ id, title, subtitle, partNumber }) => ({
      id,
      title,
      subtitle,
      partNumber,
    })),
    alternativeProducts: cardsOf(alternatives),
    relatedProducts: cardsOf(related),
  });
  const country = countryRowFor(entry, viewer.countryId);
  if (country && canSeePrices(viewer)) {
    details.localListPrice = convert(country.localListPrice, country.currencyId);
    details.globalReferencePrice = convert(country.globalReferencePrice, country.currencyId);
    details.crpNetPrice = convert(country.crp, country.currencyId);
  }
  return details;
}
