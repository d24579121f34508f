import type { ClientConfig } from "@catalogue/core/api/client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { exampleCard } from "../catalogue";
import { dropSent, offlineQueue, queueAddition } from "../offline-edits";
import { runOfflineSync } from "./run-offline-sync";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** A server that applies every change it is sent; it counts the syncs. */
function server() {
  const syncs: unknown[] = [];
  const config: ClientConfig = {
    baseUrl: "http://test/api",
    fetch: async (_input, init) => {
      const { changes } = JSON.parse(String(init?.body)) as {
        changes: { changeId: string; listId: number; productId: number }[];
      };
      syncs.push(changes);
      return json({
        results: changes.map((change) => ({ ...change, outcome: "APPLIED" })),
        lists: [{ listId: 3, version: 2 }],
      });
    },
  };
  return { config, syncs };
}

describe("the offline sync (supplement 7)", () => {
  it("sends the queue once when asked again while it runs (a connection that flaps during the sync)", async () => {
    dropSent(offlineQueue());
    queueAddition(3, exampleCard({ id: 41 }));
    const { config, syncs } = server();
    const client = new QueryClient();
    const [first, second] = await Promise.all([
      runOfflineSync(client, config),
      runOfflineSync(client, config),
    ]);
    expect(syncs).toHaveLength(1);
    expect(second).toBe(first);
    expect(first.applied).toBe(1);
    expect(offlineQueue()).toEqual([]);
  });
});
