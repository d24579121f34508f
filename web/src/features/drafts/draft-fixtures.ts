import type { ListElementView, ProductCard } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";

/** An example draft of a German country list, for stories and tests. */
export function exampleDraft(overrides: Partial<ProductList> = {}): ProductList {
  return {
    id: 21,
    type: "draft",
    title: "Ventilation, Germany (curated)",
    description: null,
    countryId: 49,
    countryName: "Germany",
    subregionId: null,
    currency: "EUR",
    pinned: false,
    draft: true,
    defaultList: false,
    ownerName: "Karl Keyuser",
    lastEditorName: "Karl Keyuser",
    createdAt: "2026-11-01T09:00:00.000Z",
    lastUpdatedAt: "2026-11-20T14:05:00.000Z",
    numberOfProducts: 2,
    totalAmount: 480,
    totalGgp: 400,
    sortingType: "CREATED_AT",
    customOrder: [],
    unread: false,
    version: 4,
    sharedCountryIds: [49],
    sharedSubregionIds: [5],
    sourceListId: 11,
    note: "Prices for the 2027 tender",
    noteAuthorName: "Karl Keyuser",
    sharedWithNames: [],
    ...overrides,
  };
}

/** An example element of the example draft: the product card with its pricing. */
export function exampleDraftElement(id: number, card: ProductCard): ListElementView {
  return {
    id,
    listId: 21,
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
    },
    createdAt: "2026-11-02T10:00:00.000Z",
  };
}
