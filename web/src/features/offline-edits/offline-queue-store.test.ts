import { describe, expect, it } from "vitest";
import { exampleCard } from "../catalogue";
import {
  dropSent,
  offlineAddedProducts,
  offlineQueue,
  offlineShownEdits,
  queueAddition,
  queueEdit,
  settleSent,
} from "./offline-queue-store";

function emptyQueue() {
  dropSent(offlineQueue());
  settleSent();
}

describe("the offline queue through a sync (supplement 7)", () => {
  it("drops the sent edits from the queue at once but shows them until the lists are read again", () => {
    emptyQueue();
    queueAddition(3, exampleCard({ id: 51 }));
    queueEdit({ changeId: "q", kind: "quantity", listId: 3, productId: 7, base: 3, value: 5 });
    const sent = [...offlineQueue()];

    dropSent(sent);

    expect(offlineQueue()).toEqual([]);
    expect(offlineShownEdits()).toEqual(sent);
    expect([...offlineAddedProducts().keys()]).toEqual([51]);
    settleSent();
    expect(offlineShownEdits()).toEqual([]);
    expect(offlineAddedProducts().size).toBe(0);
  });

  it("shows an edit made during the sync after the sent ones, and keeps it queued when they settle", () => {
    emptyQueue();
    queueEdit({ changeId: "sent", kind: "quantity", listId: 3, productId: 7, base: 3, value: 5 });
    const sent = [...offlineQueue()];
    const later = {
      changeId: "later",
      kind: "crp",
      listId: 3,
      productId: 8,
      base: null,
      value: 2.5,
    } as const;
    queueEdit(later);

    dropSent(sent);

    expect(offlineShownEdits()).toEqual([...sent, later]);
    settleSent();
    expect(offlineQueue()).toEqual([later]);
    expect(offlineShownEdits()).toEqual([later]);
  });
});
