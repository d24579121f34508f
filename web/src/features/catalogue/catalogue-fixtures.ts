import type { DerivedStatus, DynamicFilters, ProductCard, ProductDetails } from "@catalogue/core/api";
import { exampleProduct } from "@catalogue/core/testing";
import type { Viewer } from "./viewer";

/** Stories and tests: an Advanced user in Germany with prices on, who reads euros with a decimal comma. */
export const exampleViewer: Viewer = {
  userId: 4,
  currency: "EUR",
  separator: "COMMA",
  role: "ADVANCED_USER",
  showPrices: true,
};

const available: DerivedStatus = {
  status: "AVAILABLE",
  applicable: ["AVAILABLE"],
  severity: "AVAILABLE",
  colour: "GREEN",
  shortcut: "A",
  labelKey: "status.label.AVAILABLE",
  customStatus: null,
};

/** Stories and tests: a blocked product's status under the phase-out check. */
export const blockedStatus: DerivedStatus = {
  status: "BLOCKED",
  applicable: ["BLOCKED", "LIMITED_QUANTITY"],
  severity: "NOT_AVAILABLE",
  colour: "RED",
  shortcut: "NA",
  labelKey: "status.label.BLOCKED",
  customStatus: null,
};

const {
  pricing,
  localListPrice: _local,
  globalReferencePrice: _global,
  crpNetPrice: _crp,
  ...withoutPrices
} = exampleProduct;

/** Stories and tests: a card as a caller who may see prices gets it. */
export function exampleCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const { id, title, subtitle, partNumber, productCluster, imageId, image360, isFavorite, isNew } =
    exampleProduct;
  return {
    ...{ id, title, subtitle, partNumber, productCluster, imageId, image360, isFavorite, isNew },
    phaseOutStatus: "AVAILABLE",
    marketClearance: "CLEARED",
    stockAvailabilityStatus: "AVAILABLE",
    quantity: null,
    criticalQuantity: null,
    customStatus: null,
    pricing,
    status: available,
    ...overrides,
  };
}

/** Stories and tests: ten cards with their own ids and titles. */
export function exampleCards(count: number, from = 0): ProductCard[] {
  return Array.from({ length: count }, (_, i) =>
    exampleCard({
      id: 2000 + from + i,
      title: `Breathing circuit ${from + i + 1}`,
      partNumber: `MP0${2000 + from + i}`,
    }),
  );
}

/** Stories and tests: the detail as a caller with prices (`withPrices`) or without them gets it. */
export function exampleDetails(withPrices: boolean, overrides: Partial<ProductDetails> = {}): ProductDetails {
  const base = withPrices ? exampleProduct : withoutPrices;
  const strip = (card: ProductCard): ProductCard => {
    if (withPrices) return card;
    const { pricing: _p, ...rest } = card;
    return rest;
  };
  return {
    ...base,
    images: [
      { imageId: "circuit-001001-1", imageCategory: "MAIN" },
      { imageId: "circuit-001001-360", imageCategory: "ROTATION_360" },
    ],
    status: available,
    alternativeProducts: exampleCards(2, 10).map(strip),
    relatedProducts: exampleCards(7, 20).map(strip),
    ...overrides,
  };
}

/** Stories and tests: facet counts with a small device-group tree and one empty value. */
export const exampleFilters: DynamicFilters = {
  careArea: [
    { value: "OR", count: 120 },
    { value: "ICU", count: 98 },
    { value: "NICU", count: 0 },
  ],
  deviceGroup: [
    { value: "ANESTHESIA", count: 60 },
    { value: "ANESTHESIA_ATLAN", count: 40 },
    { value: "ANESTHESIA_ATLAN_A100", count: 20 },
    { value: "VENTILATION", count: 55 },
    { value: "VENTILATION_OXYLOG", count: 30 },
  ],
  patientGroup: [
    { value: "ADULT", count: 100 },
    { value: "NEONATES", count: 12 },
  ],
  productCluster: [
    { value: "SENSORS", count: 14 },
    { value: "SENSORS_SPO2", count: 9 },
  ],
  usage: [
    { value: "SINGLEUSE", count: 80 },
    { value: "REUSABLE", count: 30 },
  ],
  flags: [
    { value: "LATEX_FREE", count: 90 },
    { value: "RFID", count: 11 },
    { value: "NEW", count: 4 },
    { value: "HIGHLIGHT", count: 0 },
  ],
};
