import type { AddToListsContext } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { exampleProductList } from "@catalogue/core/testing";
import { describe, expect, it } from "vitest";
import { skippedOf } from "./wizard-api";
import { exampleProducts } from "./wizard-fixtures";
import { offeredLists, toAdd, wizardViewState } from "./wizard-state";

const fixtureList = (id: number, title: string, extra: Partial<ProductList> = {}): ProductList => ({
  ...exampleProductList,
  id,
  title,
  currency: "EUR",
  defaultList: false,
  ...extra,
});
const lists = [
  fixtureList(2, "Ward B"),
  fixtureList(1, "My list", { defaultList: true }),
  fixtureList(3, "US", { currency: "USD" }),
];
const context: AddToListsContext = {
  userCurrency: "EUR",
  lists: [],
  products: exampleProducts.map((product) => toAdd(product, true)),
  selectedListIds: [2],
  skipped: [],
  errorKey: undefined,
};
const inputs = { lists, products: exampleProducts, userCurrency: "EUR", answer: null, newList: null };

describe("the wizard's view of core's machine", () => {
  it("offers the default list first and leaves out the list the products come from", () => {
    expect(offeredLists(lists, 2).map((list) => list.id)).toEqual([1, 3]);
  });

  it("keeps no CRP for a user without the price rule, so none is sent", () => {
    expect(toAdd(exampleProducts[0] ?? ({} as never), false).pricing.crp).toBeNull();
  });

  it("marks a list in another currency as not usable on the choice", () => {
    const state = wizardViewState("selectingLists", context, inputs);
    expect(state.step === "selectingLists" && state.lists.map((list) => list.usable)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("shows the quantity and CRP the user set in the machine", () => {
    const changed = { ...context, products: [{ productId: 10, quantity: 5, pricing: { crp: 9 } }] };
    const state = wizardViewState("managingAmounts", changed, inputs);
    expect(state.step === "managingAmounts" && state.products[0]).toMatchObject({ quantity: 5, crp: 9 });
  });

  it("names the skipped products with their list and the server's reason", () => {
    const answer = {
      results: [{ listId: 2, added: [11, 12], skipped: [{ productId: 10, reason: "DUPLICATE" as const }] }],
    };
    const state = wizardViewState("skippedProducts", { ...context, skipped: skippedOf(answer) }, inputs);
    expect(state).toEqual({
      step: "skippedProducts",
      skipped: [
        {
          listTitle: "Ward B",
          reason: "DUPLICATE",
          products: [expect.objectContaining({ title: "Breathing circuit, adult", partNumber: "8401869" })],
        },
      ],
    });
  });

  it("counts what each list took on the summary", () => {
    const answer = { results: [{ listId: 2, added: [11, 12], skipped: [] }] };
    const state = wizardViewState("summary", context, { ...inputs, answer });
    expect(state).toEqual({
      step: "summary",
      outcomes: [{ listTitle: "Ward B", added: 2 }],
      skippedCount: 0,
    });
  });
});
