import type { AddToListsResponse } from "@catalogue/core/api";
import type { AddToListsContext, ProductToAdd, TargetList } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { canListReceiveProducts } from "@catalogue/core/rules/lists";
import type { NewListState } from "./choose-lists-step";
import type { SkippedOnList } from "./skipped-step";
import type { WizardProduct } from "./wizard-product";
import type { WizardViewState } from "./wizard-view";

/** Core spec 4.7: the default list comes first, the others keep the server's order (last modified first). */
export function offeredLists(lists: readonly ProductList[], excludeListId?: number): ProductList[] {
  return lists
    .filter((list) => list.id !== excludeListId)
    .sort((a, b) => Number(b.defaultList) - Number(a.defaultList));
}

/** A list as core's machine needs it; the server skips and reports duplicates, so the plan need not know them. */
export const toTarget = (list: ProductList): TargetList => ({
  id: list.id,
  title: list.title,
  currency: list.currency,
  productIds: [],
});

/** A product as the machine holds it; without the price rule no CRP is kept, so none can be sent. */
export const toAdd = (product: WizardProduct, showPrices: boolean): ProductToAdd => ({
  productId: product.id,
  quantity: product.quantity,
  pricing: { crp: showPrices ? product.crp : null },
});

/** What the view needs beside the machine's snapshot. */
export interface WizardInputs {
  readonly lists: readonly ProductList[];
  readonly products: readonly WizardProduct[];
  readonly userCurrency: string | null;
  readonly answer: AddToListsResponse | null;
  readonly newList: NewListState | null;
  /** The machine's error, translated. */
  readonly error?: string;
}

const titleOf = (items: readonly { id: number; title: string }[], id: number) =>
  items.find((item) => item.id === id)?.title ?? `#${id}`;

/** The products with the quantity and CRP the user set in the machine. */
function currentProducts(context: AddToListsContext, products: readonly WizardProduct[]): WizardProduct[] {
  return products.map((product) => {
    const set = context.products.find((candidate) => candidate.productId === product.id);
    return set ? { ...product, quantity: set.quantity, crp: set.pricing.crp } : product;
  });
}

function skippedGroups(context: AddToListsContext, inputs: WizardInputs): SkippedOnList[] {
  return context.skipped.map((group) => ({
    listTitle: titleOf(inputs.lists, group.listId),
    reason: group.reason ?? "DUPLICATE",
    products: group.productIds.map(
      (id) => inputs.products.find((product) => product.id === id) ?? { title: `#${id}`, partNumber: "" },
    ),
  }));
}

/** Core spec 2.3: the wizard's view for a state of core's add-to-lists machine. */
export function wizardViewState(
  value: string,
  context: AddToListsContext,
  inputs: WizardInputs,
): WizardViewState {
  const products = currentProducts(context, inputs.products);
  switch (value) {
    case "managingAmounts":
      return { step: "managingAmounts", products };
    case "confirming":
    case "adding":
    case "conflict": {
      const listTitles = context.selectedListIds.map((id) => titleOf(inputs.lists, id));
      return { step: "confirming", listTitles, products, adding: value === "adding", error: inputs.error };
    }
    case "summary": {
      const results = inputs.answer?.results ?? [];
      const outcomes = results.map((r) => ({
        listTitle: titleOf(inputs.lists, r.listId),
        added: r.added.length,
      }));
      const skippedCount = context.skipped.reduce((sum, group) => sum + group.productIds.length, 0);
      return { step: "summary", outcomes, skippedCount };
    }
    case "skippedProducts":
      return { step: "skippedProducts", skipped: skippedGroups(context, inputs) };
    default:
      return {
        step: "selectingLists",
        lists: inputs.lists.map((list) => ({
          ...list,
          usable: canListReceiveProducts(list, inputs.userCurrency),
        })),
        selectedIds: context.selectedListIds,
        newList: inputs.newList,
        error: inputs.error,
      };
  }
}
