import { describe, expect, it } from "vitest";
import { exampleCard } from "../catalogue";
import { withQueuedEdits } from "../offline-edits";
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
});
