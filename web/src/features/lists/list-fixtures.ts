import type { ListElementView, ProductCard } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";

/** An example personal list for tests and stories; `overrides` change what the example is about. */
export function exampleList(overrides: Partial<ProductList> = {}): ProductList {
  return {
    id: 1,
    type: "personal",
    title: "Ward 3 ventilation",
    description: "Quote for the intensive care unit",
    countryId: 49,
    countryName: "Germany",
    subregionId: null,
    currency: "EUR",
    pinned: false,
    draft: false,
    defaultList: false,
    ownerName: "Anna Berger",
    lastEditorName: "Anna Berger",
    createdAt: "2026-11-01T09:00:00.000Z",
    lastUpdatedAt: "2026-11-20T14:05:00.000Z",
    numberOfProducts: 12,
    totalAmount: 4830.5,
    totalGgp: 4100,
    sortingType: "CREATED_AT",
    customOrder: [],
    unread: false,
    version: 3,
    sharedCountryIds: [],
    sharedSubregionIds: [],
    sourceListId: null,
    note: null,
    noteAuthorName: null,
    sharedWithNames: [],
    ...overrides,
  };
}

/** An example element of list 1 for tests and stories: the product card with its pricing on the list. */
export function exampleElement(
  id: number,
  card: ProductCard,
  overrides: Partial<ListElementView> = {},
): ListElementView {
  return {
    id,
    listId: 1,
    productId: card.id,
    product: card,
    quantity: 2,
    sortOrder: id,
    pricing: {
      crp: 120,
      discount: null,
      netPrice: 120,
      totalPrice: 240,
      totalPieces: 20,
      piecesPerPackage: 10,
      packagesPerDelivery: 1,
      localListPrice: 135,
      globalReferencePrice: 128,
    },
    createdAt: "2026-11-02T10:00:00.000Z",
    ...overrides,
  };
}

/** A card whose GGP corridor holds the example element's CRP of 120 (a narrower one flags it, see the stories). */
export function withCorridor(
  card: ProductCard,
  ggp: { lowerLimit: number; upperLimit: number } = { lowerLimit: 100, upperLimit: 130 },
): ProductCard {
  return { ...card, pricing: { crp: 120, ggpUnitPrice: 110, ggp, totalPrice: null } };
}
