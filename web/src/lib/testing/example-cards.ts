import type { ProductCard } from "@catalogue/core/api";
import { exampleProduct } from "@catalogue/core/testing";

const { id, title, subtitle, partNumber, productCluster, imageId, image360, isFavorite, isNew } =
  exampleProduct;

/** Tests of the server-state layer: cards as the favourites call answers them, each with its own id and title. */
export function exampleCards(count: number): ProductCard[] {
  return Array.from({ length: count }, (_, i) => ({
    ...{ id, title, subtitle, partNumber, productCluster, imageId, image360, isFavorite, isNew },
    id: 3000 + i,
    title: `Test mask ${i + 1}`,
    phaseOutStatus: "AVAILABLE",
    marketClearance: "CLEARED",
    stockAvailabilityStatus: "AVAILABLE",
    quantity: null,
    criticalQuantity: null,
    customStatus: null,
    status: {
      status: "AVAILABLE",
      applicable: ["AVAILABLE"],
      severity: "AVAILABLE",
      colour: "GREEN",
      shortcut: "A",
      labelKey: "status.label.AVAILABLE",
      customStatus: null,
    },
  }));
}
