import { describe, expect, it } from "vitest";
import { sortListElements } from "./sort-elements";
import { sortListsOfLists } from "./sort-lists";

const list = (id: number, title: string, numberOfProducts: number, created: string, updated: string) => ({
  id,
  title,
  numberOfProducts,
  createdAt: `2026-01-${created}T10:00:00.000Z`,
  lastUpdatedAt: `2026-02-${updated}T10:00:00.000Z`,
});
const lists = [
  list(1, "beta", 5, "01", "03"),
  list(2, "Alpha", 1, "02", "01"),
  list(3, "gamma", 9, "03", "02"),
];
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe("sortListsOfLists (core spec 4.1)", () => {
  it("sorts by last modified, newest first, by default", () => {
    expect(ids(sortListsOfLists(lists))).toEqual([1, 3, 2]);
  });
  it("sorts by creation date newest first, alphabetically ignoring case, by fewest and by most products", () => {
    expect(ids(sortListsOfLists(lists, "CREATION_DATE"))).toEqual([3, 2, 1]);
    expect(ids(sortListsOfLists(lists, "ALPHABETICAL"))).toEqual([2, 1, 3]);
    expect(ids(sortListsOfLists(lists, "MIN_PRODUCTS"))).toEqual([2, 1, 3]);
    expect(ids(sortListsOfLists(lists, "MAX_PRODUCTS"))).toEqual([3, 1, 2]);
  });
  it("falls back to the creation date on ties", () => {
    const tied = [list(1, "same", 2, "01", "01"), list(2, "Same", 2, "02", "01")];
    expect(ids(sortListsOfLists(tied, "ALPHABETICAL"))).toEqual([2, 1]);
    expect(ids(sortListsOfLists(tied, "MIN_PRODUCTS"))).toEqual([2, 1]);
  });
});

const element = (id: number, sortOrder: number, productTitle: string, productGroup: string | null) => ({
  id,
  sortOrder,
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  productTitle,
  productGroup,
});
const elements = [element(1, 2, "Zeta", "B"), element(2, 0, "alpha", null), element(3, 1, "Beta", "A")];

describe("sortListElements (core spec 4.1)", () => {
  it("keeps the order of adding for CREATED_AT and NAME", () => {
    expect(ids(sortListElements([...elements].reverse(), "CREATED_AT"))).toEqual([1, 2, 3]);
    expect(ids(sortListElements(elements, "NAME"))).toEqual([1, 2, 3]);
  });
  it("orders by title, by group (no group last) and by the saved custom positions", () => {
    expect(ids(sortListElements(elements, "PRODUCT_TITLE"))).toEqual([2, 3, 1]);
    expect(ids(sortListElements(elements, "PRODUCT_GROUP"))).toEqual([3, 1, 2]);
    expect(ids(sortListElements(elements, "CUSTOM"))).toEqual([2, 3, 1]);
  });
});
