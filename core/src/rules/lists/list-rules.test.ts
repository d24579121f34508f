import { describe, expect, it } from "vitest";
import { moveElement, toCustomPositions } from "./custom-order";
import { canRemoveList, removableLists } from "./default-list";
import { isAllowedDraftShareChange, subregionsWithoutCountry } from "./draft-share-change";
import { addToEmailHistory } from "./email-history";
import { canListReceiveProducts, isDraftCountryAllowed, isDraftCurrencyAllowed } from "./list-currency";
import { isListNameTaken, normaliseListName } from "./list-name";
import { partitionDuplicates } from "./partition-duplicates";
import { resolveDuplicateConflict } from "./resolve-duplicate-conflict";
import { elementsForSaveAsMine, keepsPricesOnSaveAsMine } from "./save-as-mine";
import { addToSearchHistory } from "./search-history";

describe("list currency and draft eligibility", () => {
  it("refuses products for a list in another currency", () => {
    expect(canListReceiveProducts({ currency: "USD" }, "EUR")).toBe(false);
    expect(canListReceiveProducts({ currency: "EUR" }, "EUR")).toBe(true);
  });

  it("allows a draft only in the user's currency and country", () => {
    expect(isDraftCurrencyAllowed({ currency: "EUR" }, "EUR")).toBe(true);
    expect(isDraftCurrencyAllowed({ currency: "GBP" }, "EUR")).toBe(false);
    expect(isDraftCountryAllowed({ countryId: 7 }, 7)).toBe(true);
    expect(isDraftCountryAllowed({ countryId: 7 }, 8)).toBe(false);
  });
});

describe("partitionDuplicates", () => {
  it("skips products already on the list and repeats in the input", () => {
    const result = partitionDuplicates([1, 2], [{ productId: 2 }, { productId: 3 }, { productId: 3 }]);
    expect(result.accepted).toEqual([{ productId: 3 }]);
    expect(result.duplicates).toEqual([{ productId: 2 }, { productId: 3 }]);
  });
});

describe("default list", () => {
  it("cannot be removed, other lists can", () => {
    expect(canRemoveList({ defaultList: true })).toBe(false);
    expect(removableLists([{ defaultList: true }, { defaultList: false }])).toEqual([{ defaultList: false }]);
  });
});

describe("isAllowedDraftShareChange", () => {
  const original = { sharedCountryIds: [1, 2], sharedSubregionIds: [10] };

  it("accepts dropping a country and a subregion", () => {
    expect(isAllowedDraftShareChange(original, { sharedCountryIds: [1], sharedSubregionIds: [] })).toBe(true);
  });

  it("rejects adding a country", () => {
    expect(isAllowedDraftShareChange(original, { sharedCountryIds: [1, 3], sharedSubregionIds: [10] })).toBe(
      false,
    );
  });

  it("rejects adding a subregion", () => {
    expect(isAllowedDraftShareChange(original, { sharedCountryIds: [1], sharedSubregionIds: [10, 11] })).toBe(
      false,
    );
  });
});

describe("list names", () => {
  it("treats names equal after trimming and ignoring case as taken", () => {
    expect(normaliseListName("  Ward A ")).toBe("ward a");
    expect(isListNameTaken("ward a", [{ id: 1, title: "Ward A " }])).toBe(true);
  });

  it("lets a list keep its own name when renamed", () => {
    expect(isListNameTaken("Ward A", [{ id: 1, title: "Ward A" }], 1)).toBe(false);
  });
});

describe("search history", () => {
  it("puts the newest search first and keeps a title once", () => {
    const history = [{ title: "mask" }, { title: "tube" }];
    expect(addToSearchHistory(history, { title: "tube" })).toEqual([{ title: "tube" }, { title: "mask" }]);
  });

  it("keeps at most five entries", () => {
    const history = ["a", "b", "c", "d", "e"].map((title) => ({ title }));
    expect(addToSearchHistory(history, { title: "f" }).map((item) => item.title)).toEqual([
      "f",
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("never saves a blank search", () => {
    expect(addToSearchHistory([{ title: "mask" }], { title: "   " })).toEqual([{ title: "mask" }]);
  });
});

describe("e-mail history", () => {
  it("de-duplicates without regard to case, newest first", () => {
    expect(addToEmailHistory(["anna@maker.com", "bob@maker.com"], ["Bob@Maker.com"])).toEqual([
      "Bob@Maker.com",
      "anna@maker.com",
    ]);
  });
});

describe("custom order", () => {
  it("moves an element to a new position", () => {
    expect(moveElement(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });

  it("ignores a move outside the list", () => {
    expect(moveElement(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });

  it("numbers positions from zero", () => {
    expect(toCustomPositions(["x", "y"])).toEqual([
      { id: "x", sortOrder: 0 },
      { id: "y", sortOrder: 1 },
    ]);
  });
});

describe("resolveDuplicateConflict", () => {
  const existing = [{ productId: 1, quantity: 2, pricing: { crp: 10 } }];
  const incoming = [
    { productId: 1, quantity: 5, pricing: { crp: 12 } },
    { productId: 2, quantity: 1, pricing: { crp: 3 } },
  ];

  it("overrides prices but keeps quantities when asked", () => {
    expect(
      resolveDuplicateConflict(existing, incoming, { prices: "override", quantities: "ignore" }),
    ).toEqual([
      { productId: 1, quantity: 2, pricing: { crp: 12 } },
      { productId: 2, quantity: 1, pricing: { crp: 3 } },
    ]);
  });

  it("overrides quantities but keeps prices when asked", () => {
    expect(
      resolveDuplicateConflict(existing, incoming, { prices: "ignore", quantities: "override" })[0],
    ).toEqual({
      productId: 1,
      quantity: 5,
      pricing: { crp: 10 },
    });
  });
});

describe("save as mine", () => {
  it("keeps prices in the same currency", () => {
    expect(elementsForSaveAsMine([{ pricing: { crp: 4 } }], "EUR", "EUR")).toEqual([{ pricing: { crp: 4 } }]);
  });

  it("drops prices when the currencies differ", () => {
    expect(elementsForSaveAsMine([{ productId: 1, pricing: { crp: 4 } }], "USD", "EUR")).toEqual([
      { productId: 1, pricing: { crp: null } },
    ]);
  });

  it("tells the user prices stay only in the same currency, and a user without a currency keeps none", () => {
    expect(keepsPricesOnSaveAsMine("EUR", "EUR")).toBe(true);
    expect(keepsPricesOnSaveAsMine("USD", "EUR")).toBe(false);
    expect(keepsPricesOnSaveAsMine("USD", null)).toBe(false);
  });
});

describe("subregionsWithoutCountry", () => {
  // Countries 1 and 2 are in subregion 10, country 3 in subregion 11.
  const subregionOf = (countryId: number) => (countryId === 3 ? 11 : 10);

  it("accepts every subregion that keeps one of its countries", () => {
    expect(
      subregionsWithoutCountry({ sharedCountryIds: [2, 3], sharedSubregionIds: [10, 11] }, subregionOf),
    ).toEqual([]);
  });

  it("names the position of a subregion whose countries were all dropped", () => {
    expect(
      subregionsWithoutCountry({ sharedCountryIds: [3], sharedSubregionIds: [10, 11] }, subregionOf),
    ).toEqual([0]);
  });
});
