import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type AddToListsOutput, addToListsMachine } from "./add-to-lists.machine";
import type { ListAddition, ProductToAdd, TargetList } from "./add-to-lists-plan";

const lists: TargetList[] = [
  { id: 1, title: "Ward A", currency: "EUR", productIds: [10] },
  { id: 2, title: "Ward B", currency: "EUR", productIds: [] },
  { id: 3, title: "US clinic", currency: "USD", productIds: [] },
];
const products: ProductToAdd[] = [
  { productId: 10, quantity: 1, pricing: { crp: 5 } },
  { productId: 11, quantity: 2, pricing: { crp: null } },
];

function start(fail = false) {
  const addToLists = vi.fn(
    async (_input: { additions: readonly ListAddition[] }): Promise<AddToListsOutput> => {
      if (fail) throw { status: 500, resultKey: "INTERNAL_ERROR", message: "" };
      return undefined;
    },
  );
  const machine = addToListsMachine.provide({
    actors: { addToLists: fromPromise(async ({ input }) => addToLists(input)) },
  });
  const actor = createActor(machine, { input: { userCurrency: "EUR", lists, products } }).start();
  return { actor, addToLists };
}

const toConfirm = (actor: ReturnType<typeof start>["actor"], listIds: number[]) => {
  for (const listId of listIds) actor.send({ type: "lists.toggled", listId });
  actor.send({ type: "wizard.next" });
  actor.send({ type: "wizard.next" });
};

describe("add-to-lists machine", () => {
  it("needs a chosen list before going on", () => {
    const { actor } = start();
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().value).toBe("selectingLists");
  });

  it("refuses a list in another currency", () => {
    const { actor } = start();
    actor.send({ type: "lists.toggled", listId: 3 });
    expect(actor.getSnapshot().context.selectedListIds).toEqual([]);
    expect(actor.getSnapshot().context.errorKey).toBe("LIST_CURRENCY_MISMATCH");
  });

  it("lets the user change amount and price before confirming", () => {
    const { actor } = start();
    actor.send({ type: "lists.toggled", listId: 2 });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "item.quantityChanged", productId: 11, quantity: 7 });
    actor.send({ type: "item.priceChanged", productId: 11, crp: 9.5 });
    expect(actor.getSnapshot().context.products[1]).toEqual({
      productId: 11,
      quantity: 7,
      pricing: { crp: 9.5 },
    });
  });

  it("skips duplicates when adding to several lists and shows them", async () => {
    const { actor, addToLists } = start();
    toConfirm(actor, [1, 2]);
    actor.send({ type: "wizard.confirm" });
    await waitFor(actor, (s) => s.matches("summary"));
    expect(addToLists).toHaveBeenCalledWith({
      additions: [
        { listId: 1, elements: [products[1]] },
        { listId: 2, elements: products },
      ],
    });
    expect(actor.getSnapshot().context.skipped).toEqual([{ listId: 1, productIds: [10] }]);
    actor.send({ type: "wizard.viewSkipped" });
    expect(actor.getSnapshot().value).toBe("skippedProducts");
  });

  it("takes the server's report of skipped products, with its reasons, over the plan", async () => {
    const reported = [{ listId: 2, productIds: [11], reason: "CURRENCY_MISMATCH" as const }];
    const machine = addToListsMachine.provide({
      actors: { addToLists: fromPromise(async (): Promise<AddToListsOutput> => reported) },
    });
    const actor = createActor(machine, { input: { userCurrency: "EUR", lists, products } }).start();
    actor.send({ type: "lists.toggled", listId: 2 });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.confirm" });
    await waitFor(actor, (s) => s.matches("summary"));
    expect(actor.getSnapshot().context.skipped).toEqual(reported);
  });

  it("opens the conflict dialog when moving to one list that holds a product", async () => {
    const { actor, addToLists } = start();
    toConfirm(actor, [1]);
    actor.send({ type: "wizard.confirm" });
    expect(actor.getSnapshot().value).toBe("conflict");
    actor.send({ type: "conflict.resolved", resolution: { prices: "ignore", quantities: "override" } });
    await waitFor(actor, (s) => s.matches("summary"));
    expect(addToLists).toHaveBeenCalledWith({
      additions: [
        { listId: 1, elements: products, resolution: { prices: "ignore", quantities: "override" } },
      ],
    });
  });

  it("goes back to confirming when the conflict is cancelled", () => {
    const { actor } = start();
    toConfirm(actor, [1]);
    actor.send({ type: "wizard.confirm" });
    actor.send({ type: "conflict.cancelled" });
    expect(actor.getSnapshot().value).toBe("confirming");
  });

  it("does not offer skipped products when none were skipped, and closes", async () => {
    const { actor } = start();
    toConfirm(actor, [2]);
    actor.send({ type: "wizard.confirm" });
    await waitFor(actor, (s) => s.matches("summary"));
    actor.send({ type: "wizard.viewSkipped" });
    expect(actor.getSnapshot().value).toBe("summary");
    actor.send({ type: "wizard.close" });
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("returns to confirming with the error when adding fails", async () => {
    const { actor } = start(true);
    toConfirm(actor, [2]);
    actor.send({ type: "wizard.confirm" });
    await waitFor(actor, (s) => s.matches("confirming") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context.errorKey).toBe("INTERNAL_ERROR");
  });

  it("walks back through the steps", () => {
    const { actor } = start();
    toConfirm(actor, [2]);
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().value).toBe("managingAmounts");
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().value).toBe("selectingLists");
    actor.send({ type: "lists.toggled", listId: 2 });
    expect(actor.getSnapshot().context.selectedListIds).toEqual([]);
  });

  it("takes a list created on the way and chooses it, unless it is in another currency", () => {
    const { actor } = start();
    actor.send({ type: "lists.toggled", listId: 2 });
    actor.send({ type: "lists.created", list: { id: 4, title: "New", currency: "EUR", productIds: [] } });
    actor.send({ type: "lists.created", list: { id: 5, title: "Dollars", currency: "USD", productIds: [] } });
    const { context } = actor.getSnapshot();
    expect(context.lists.map((list) => list.id)).toEqual([1, 2, 3, 4, 5]);
    expect(context.selectedListIds).toEqual([2, 4]);
    actor.send({ type: "lists.created", list: { id: 4, title: "New", currency: "EUR", productIds: [] } });
    expect(actor.getSnapshot().context.selectedListIds).toEqual([2, 4]);
    expect(actor.getSnapshot().context.lists).toHaveLength(5);
  });
});
