import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { exampleCard } from "../catalogue";
import {
  dropSent,
  offlineAddedProducts,
  offlineQueue,
  queueAddition,
  settleSent,
} from "./offline-queue-store";
import { queueingOffline } from "./queue-element-edit";
import { waitingElementId } from "./queued-values";

/** Starts from an empty queue: what earlier tests queued is sent and settled. */
function emptyQueue() {
  dropSent(offlineQueue());
  settleSent();
}

const online = () => ({ changeQuantity: vi.fn(), changeCrp: vi.fn(), remove: vi.fn() });

describe("a product added offline, before it is sent (supplement 7)", () => {
  it("takes its quantity and CRP into the queued add, online too, never as a call", () => {
    emptyQueue();
    const card = exampleCard({ id: 41 });
    queueAddition(3, card);
    const calls = online();
    const changes = queueingOffline(new QueryClient(), 3, calls);
    changes.changeQuantity({ elementId: waitingElementId(41), value: 6 });
    changes.changeCrp({ elementId: waitingElementId(41), value: 12.5 });
    expect(offlineQueue()).toEqual([
      expect.objectContaining({ kind: "add", listId: 3, productId: 41, quantity: 6, crp: 12.5 }),
    ]);
    expect(calls.changeQuantity).not.toHaveBeenCalled();
    expect(calls.changeCrp).not.toHaveBeenCalled();
  });

  it("is taken back by its removal, and its kept card with it", () => {
    emptyQueue();
    queueAddition(3, exampleCard({ id: 42 }));
    const calls = online();
    queueingOffline(new QueryClient(), 3, calls).remove(waitingElementId(42));
    expect(offlineQueue()).toEqual([]);
    expect(offlineAddedProducts().size).toBe(0);
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it("leaves an element the server holds to the online calls while online", () => {
    emptyQueue();
    const calls = online();
    queueingOffline(new QueryClient(), 3, calls).changeQuantity({ elementId: 17, value: 2 });
    expect(calls.changeQuantity).toHaveBeenCalledWith({ elementId: 17, value: 2 });
    expect(offlineQueue()).toEqual([]);
  });
});
