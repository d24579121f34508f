import * as fc from "fast-check";

// Shared fast-check arbitraries for the list rules (core spec 4.7, 5) and the list machines.

/** Core spec 3: a small product id space, so that generated lists often share products. */
export const productIdArbitrary = fc.integer({ min: 1, max: 20 });

/** Core spec 3: a list element as the list rules see it (product, quantity, optional CRP price). */
export const listElementArbitrary = fc.record({
  productId: productIdArbitrary,
  quantity: fc.integer({ min: 1, max: 999 }),
  pricing: fc.record({ crp: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }) }),
});

/** Core spec 3: elements of one list, where each product appears once. */
export const uniqueListElementsArbitrary = fc.uniqueArray(listElementArbitrary, {
  selector: (element) => element.productId,
  maxLength: 12,
});

/** Core spec 9: a few ISO currency codes. */
export const currencyArbitrary = fc.constantFrom("EUR", "USD", "GBP", "CHF", "JPY");

/** Core spec 4.7: country and subregion ids of a share. */
export const shareTargetsArbitrary = fc.record({
  sharedCountryIds: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }),
  sharedSubregionIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
});
