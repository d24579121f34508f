import { describe, expect, it } from "vitest";
import { exampleCard } from "../catalogue";
import { isWaitingAddition, withQueuedEdits } from "../offline-edits";
import { exampleElement } from "./list-fixtures";

describe("a cached list with the edits still waiting (supplement 7)", () => {
  it("shows the queued quantity and CRP of its own products only", () => {
    const element = exampleElement(1, exampleCard(), { quantity: 3 });
    const answer = { content: [element], totalCount: 1, version: 4, sortingType: "CREATED_AT" as const };
    const shown = withQueuedEdits(
      answer,
      [
        {
          changeId: "a",
          kind: "quantity",
          listId: element.listId,
          productId: element.productId,
          base: 3,
          value: 5,
        },
        {
          changeId: "b",
          kind: "crp",
          listId: element.listId,
          productId: element.productId,
          base: null,
          value: 9.5,
        },
        {
          changeId: "c",
          kind: "quantity",
          listId: element.listId + 1,
          productId: element.productId,
          base: 3,
          value: 7,
        },
      ],
      element.listId,
    );
    expect(shown.content[0]?.quantity).toBe(5);
    expect(shown.content[0]?.pricing.crp).toBe(9.5);
    expect(withQueuedEdits(answer, [], element.listId)).toBe(answer);
  });

  it("keeps the elements no queued edit touches as the same objects, so their rows are not rendered again", () => {
    const edited = exampleElement(1, exampleCard({ id: 10 }), { quantity: 3 });
    const untouched = exampleElement(2, exampleCard({ id: 20 }), { quantity: 4 });
    const answer = {
      content: [edited, untouched],
      totalCount: 2,
      version: 4,
      sortingType: "CREATED_AT" as const,
    };
    const shown = withQueuedEdits(
      answer,
      [{ changeId: "a", kind: "quantity", listId: edited.listId, productId: 10, base: 3, value: 5 }],
      edited.listId,
    );
    expect(shown.content[0]).not.toBe(edited);
    expect(shown.content[1]).toBe(untouched);
  });

  it("shows a product added offline at the end, marked as waiting, with the quantity the user set", () => {
    const element = exampleElement(1, exampleCard({ id: 5 }), { quantity: 3 });
    const answer = { content: [element], totalCount: 1, version: 4, sortingType: "CREATED_AT" as const };
    const card = exampleCard({ id: 9, title: "Flow sensor" });
    const shown = withQueuedEdits(
      answer,
      [{ changeId: "a", kind: "add", listId: element.listId, productId: 9, quantity: 4 }],
      element.listId,
      new Map([[9, card]]),
    );
    expect(shown.content.map((row) => [row.productId, isWaitingAddition(row), row.quantity])).toEqual([
      [5, false, 3],
      [9, true, 4],
    ]);
    expect(shown.content[1]?.product.title).toBe("Flow sensor");
  });

  it("shows no waiting row once the list holds the product, nor one whose card is not kept", () => {
    const element = exampleElement(1, exampleCard({ id: 5 }), { quantity: 3 });
    const answer = { content: [element], totalCount: 1, version: 4, sortingType: "CREATED_AT" as const };
    const queue = [
      { changeId: "a", kind: "add" as const, listId: element.listId, productId: 5, quantity: 1 },
      { changeId: "b", kind: "add" as const, listId: element.listId, productId: 8, quantity: 1 },
    ];
    const shown = withQueuedEdits(answer, queue, element.listId, new Map([[5, exampleCard({ id: 5 })]]));
    expect(shown.content.map((row) => row.productId)).toEqual([5]);
  });
});
