import type { ProductList } from "@catalogue/core/model";
import { exampleProductList } from "@catalogue/core/testing";

/** A personal list for stories and tests (EUR unless told). */
export const fixtureList = (id: number, title: string, extra: Partial<ProductList> = {}): ProductList => ({
  ...exampleProductList,
  type: "personal",
  id,
  title,
  currency: "EUR",
  defaultList: false,
  ...extra,
});

/** The caller's lists as the server sends them (last modified first): the default list is not first. */
export const fixtureLists: ProductList[] = [
  fixtureList(2, "Ward B"),
  fixtureList(1, "My list", { defaultList: true }),
  fixtureList(3, "US clinic", { currency: "USD" }),
];
